// The only script of a page without an island: small enhancements of markup
// that works without it, the taps' references and analytics events, and the
// owner's lead log. Loaded as one module at the end of the body.
import "./contact-tap";
import "./current-year";
import "./lead-log";
import "./menu";
import "./rise-on-entry";
import "./site-visit";
import "./tooltips";
