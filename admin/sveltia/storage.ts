// What the admin reads and writes in Sveltia CMS 0.221.1's own localStorage entries.

/** Sveltia's preferences (its UI language among them). */
const prefsKey = "sveltia-cms.prefs";
/** The signed-in user, with the Git host's token. */
export const userKey = "sveltia-cms.user";

/**
 * Sveltia picks its UI language from its saved preferences, else from the browser's languages. The owner
 * works in Arabic whatever the browser's language, so Arabic is the default; a language chosen in the
 * admin's own settings is kept.
 */
export function preferArabic(storage: Pick<Storage, "getItem" | "setItem"> = localStorage) {
  try {
    const prefs: { locale?: string } = JSON.parse(storage.getItem(prefsKey) ?? "{}") ?? {};
    if (!prefs.locale || prefs.locale === "auto") storage.setItem(prefsKey, JSON.stringify({ ...prefs, locale: "ar" }));
  } catch {
    // Storage blocked: Sveltia then follows the browser's language.
  }
}

/**
 * The token Sveltia keeps for the signed-in owner, or null: the deploy status of his saves and his lead log
 * (/admin/leads, the same origin) use it.
 */
export function signedInToken(storage: Pick<Storage, "getItem"> = localStorage) {
  try {
    const user: { token?: string } | null = JSON.parse(storage.getItem(userKey) ?? "null");
    return user?.token || null;
  } catch {
    return null;
  }
}
