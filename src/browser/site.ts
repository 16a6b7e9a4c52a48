// The only script of a page without an island: small enhancements of markup
// that works without it, the analytics events when the owner counts them, and
// the owner's lead log. Loaded as one module at the end of the body.
import "./analytics";
import "./current-year";
import "./lead-log";
import "./menu";
import "./rise-on-entry";
import "./tooltips";
