// Entry of the owner's admin (/admin/). Kept tiny on purpose: the notice and the
// language preference are set before the CMS bundle (about 2 MB) is fetched.

// The site's own Arabic font (self-hosted, like the site's): Sveltia's UI font has
// Latin letters only, so Arabic text would otherwise fall back to whatever the
// computer has. index.html puts it after Sveltia's font in the UI's font stack.
import "@fontsource-variable/cairo/wght.css";

// Local editing ("Work with Local Repository") uses the File System Access API,
// which only Chromium-based desktop browsers have. Sveltia offers that mode only on
// localhost, so that is where the owner needs to be told to switch browsers; with a
// Git backend on the live site every browser works.
const isLocalHost = location.hostname === "127.0.0.1" || /^(.+\.)?localhost$/.test(location.hostname);
if (isLocalHost && !("showDirectoryPicker" in window)) {
  document.getElementById("local-editing-notice")?.removeAttribute("hidden");
}

// Sveltia picks its UI language from its saved preferences, else from the browser's
// languages. The owner works in Arabic whatever the browser's language, so Arabic is
// the default; a language chosen in the admin's own settings is kept.
const prefsKey = "sveltia-cms.prefs";
try {
  const prefs: { locale?: string } = JSON.parse(localStorage.getItem(prefsKey) ?? "{}") ?? {};
  if (!prefs.locale || prefs.locale === "auto")
    localStorage.setItem(prefsKey, JSON.stringify({ ...prefs, locale: "ar" }));
} catch {
  // Storage blocked: Sveltia then follows the browser's language.
}

// The configuration comes from the <link rel="cms-config-url"> in index.html.
void import("@sveltia/cms").then(({ default: CMS }) => CMS.init());
