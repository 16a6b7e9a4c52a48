// The only script of a page without an island: small enhancements of markup
// that works without it, and the analytics events when the owner counts them. Loaded as one module at the end of the body.
import "./contact-tap";
import "./current-year";
import "./menu";
import "./rise-on-entry";
import "./site-visit";
import "./tooltips";
