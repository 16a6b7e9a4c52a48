// What the admin reads of Sveltia CMS 0.221.1's screen: its words (from its locales, Arabic and English, as
// the owner's browser may pick either) and the few elements main.ts finds in its DOM. screen.test.ts holds
// the words to the installed locales; the admin's browser tests hold the elements.

/** The start of a sign-in button's label: the local folder, or signing in with the Git host or a token. */
export const signInButton = /^(العمل مع مستودع محلي|تسجيل الدخول|Work with Local Repository|Sign In)/;
/** The token's sign-in button (sign_in_using_access_token). */
export const tokenButton = /^(تسجيل الدخول باستخدام رمز الوصول|Sign In Using Access Token)/;
/** The line under the local button naming the repository's folder (work_with_local_repo_description). */
export const localFolderLine =
  /^(عند مطالبتك، حدد المجلد الرئيسي لمستودع|Once prompted, select the root directory of the)/;
/** Its "an error occurred… try again later" above a failed save's cause (saving_entry.error.description). */
export const saveFailedLine = /^(حدث خطأ أثناء حفظ العنصر|There was an error while saving the entry)/;
/** Its words when the Git host refuses a token (sign_in_error.invalid_token). */
export const invalidTokenMessages = ["الرمز المزود غير صالح", "The provided token is invalid"];
export const saysTokenInvalid = (text: string) => invalidTokenMessages.some((message) => text.includes(message));

/** Sveltia's open dialogs (the save's error among them). */
export const openDialogs = () => document.querySelectorAll("dialog[open]");

/** Sveltia's list of collections in its menu (a tree of treeitems), where the lead log's link goes after. */
export const collectionsList = () =>
  document.querySelector('[role="treeitem"]')?.closest('[aria-roledescription], [role="tree"]') ?? null;

/** The alert box holding a text node of Sveltia's, or its element. */
export const alertOf = (node: Text) =>
  node.parentElement?.closest<HTMLElement>('[role="alert"]') ?? node.parentElement ?? null;

/** Sveltia's lines of text on the sign-in screen, where localFolderLine is found. */
export const textLines = () => document.querySelectorAll<HTMLElement>('p, [role="none"]');

/**
 * Sveltia's buttons, not its menu's items: on a phone its account menu lists «العمل مع مستودع محلي» as the
 * way he signed in, which is no sign-in button (the first screen's directions showed over that menu).
 */
export const screenButtons = () => document.querySelectorAll<HTMLButtonElement>('button:not([role="menuitem"])');

/** Its save button's label (`save`), on the entry editor's toolbar. */
export const saveWords = ["حفظ", "Save"];
/** The entry editor's save button (none while no entry is open; a dialog's own buttons aside). */
export const editorSaveButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>(saveWords.map((w) => `button[data-label="${w}"]`).join(", "))].find(
    (button) => !button.closest("dialog"),
  );
