// The only script of a page without an island: small enhancements of markup
// that works without it; a reference and a "contact-tap" event at each WhatsApp or call tap (counted when the owner's
// analytics count events), sent to the owner's lead log. Loaded as one module at the end of the body.
import "./contact-tap";
import "./current-year";
import "./lead-log";
import "./menu";
import "./rise-on-entry";
import "./tooltips";
