// Entry of the owner's admin (/admin/). Kept tiny on purpose: the notice and the
// language preference are set before the CMS bundle (about 2 MB) is fetched.

// The site's own Arabic font (self-hosted, like the site's): Sveltia's UI font has
// Latin letters only, so Arabic text would otherwise fall back to whatever the
// computer has. index.html puts it after Sveltia's font in the UI's font stack.
import "@fontsource-variable/cairo/wght.css";
import siteStylesheets from "virtual:site-stylesheets";
import { refuseSilentPng } from "./photo-conversion";
import { selectWholeValuesOnFocus } from "./select-on-focus";
import { previewEntries, registerPreviews, withoutTranslationBox } from "./preview/templates";
import {
  afterSaveThenNext,
  listOf,
  nextEntry,
  nextEntryWords,
  saveAndNextWords,
  stepFiveEntries,
  type SaveThenNext,
} from "./step-five";
import { withStoredPhones } from "./store-phones";
import {
  backendSettings,
  configOverride,
  isLocalHost,
  repoProblem,
  signInPlan,
  siteUrl,
  type SignInPlan,
} from "./sign-in";
import { loadCms, type EntryData, type InitOptions } from "./sveltia/cms";
import {
  alertOf,
  collectionsList,
  editorSaveButton,
  localFolderLine,
  openDialogs,
  saveFailedLine,
  saysTokenInvalid,
  screenButtons,
  signInButton,
  textLines,
  tokenButton,
} from "./sveltia/screen";
import { preferArabic, signedInToken } from "./sveltia/storage";
// Sveltia's own elements restyled for the owner (its class names: held by the admin's browser tests).
import "./sveltia/screen.css";

// Local editing ("Work with Local Repository") uses the File System Access API,
// which only Chromium-based desktop browsers have. Sveltia offers that mode only on
// localhost, so that is where the owner needs to be told to switch browsers; with a
// Git backend on the live site every browser works.
if (isLocalHost(location.hostname) && !("showDirectoryPicker" in window)) {
  document.getElementById("local-editing-notice")?.removeAttribute("hidden");
}

// A photo that could not be converted to WebP is never saved as a PNG; the owner is told what to do.
refuseSilentPng(() => {
  const alert = document.getElementById("photo-failed");
  if (!alert) return;
  alert.hidden = false;
  alert.querySelector("button")?.addEventListener("click", () => (alert.hidden = true), { once: true });
});

selectWholeValuesOnFocus(document);

// Sveltia's UI in Arabic unless the owner chose another language in its settings.
preferArabic();

// A save the build would refuse is refused with our reasons (preview/check-draft.ts, refusal), which Sveltia
// shows under its own "an error occurred… try again later": wrong advice for content to correct, so that
// line goes while our reasons are in the same dialog.
const refusedSave = "لم يُحفظ التعديل، لأن الموقع سيرفضه عند النشر";
new MutationObserver(() => {
  for (const dialog of openDialogs()) {
    if (!dialog.textContent?.includes(refusedSave)) continue;
    // Sveltia writes its line and our reasons as text in one element: its own text goes.
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      if (saveFailedLine.test(node.data.trim())) node.data = "";
  }
}).observe(document.body, { childList: true, subtree: true });

// The lead log (/admin/leads) is a page of its own: its link goes under the collections in the admin's menu
// (#lead-log-link in index.html), wherever Sveltia draws that list, on a phone its first screen.
const leadLogLink = document.querySelector<HTMLTemplateElement>("template#lead-log-link");
if (leadLogLink)
  new MutationObserver(() => {
    const collections = collectionsList();
    if (!collections || collections.parentElement?.querySelector("#lead-log")) return;
    const link = leadLogLink.content.firstElementChild!.cloneNode(true) as HTMLAnchorElement;
    // Sveltia's menu takes the clicks inside it for its own navigation: this one leaves the admin.
    link.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      location.assign(link.href);
    });
    collections.after(link);
  }).observe(document.body, { childList: true, subtree: true });

// Step ٥ entry by entry (step-five.ts). In the form, beside «حفظ», «حفظ والتالي»: the save he makes after each
// entry and the way to the next in one tap, where «حفظ» then «التالي» took two. It opens the next entry only once
// its save has landed and the form has closed; a refused save keeps him on the form with its reason and his edits.
// With nothing to save (Sveltia's «حفظ» disabled) it just opens the next. After a plain «حفظ», which closes the
// form, «التالي» over the list Sveltia shows then, at the foot of the screen.
let leftEntry: string | undefined;
let saving: SaveThenNext | undefined;
// Sveltia closes a saved form inside a view transition: the next entry opened before it ends drew every folded
// section of a service page unfolded, its prices deep again. So the way on waits for the transition under way
// (read, not wrapped: wrapping document.startViewTransition broke the English column's drawing at 1280 px).
const transitionDone = () =>
  (document as Document & { activeViewTransition?: ViewTransition | null }).activeViewTransition?.finished.catch(
    () => undefined,
  ) ?? Promise.resolve();
const offerNextEntry = () => {
  const hash = location.hash.split("?")[0]!;
  if (saving) {
    const step = afterSaveThenNext(saving, hash);
    if (step === "open") {
      const { next } = saving;
      saving = undefined;
      void transitionDone().then(() => {
        if (location.hash.split("?")[0] === hash) location.hash = next;
      });
      return;
    }
    if (step === "forget") saving = undefined;
  }
  const save = editorSaveButton();
  if (save && stepFiveEntries.includes(hash)) leftEntry = hash;
  else if (leftEntry && hash !== leftEntry && hash !== listOf(leftEntry)) leftEntry = undefined;
  const next = save ? nextEntry(hash) : leftEntry && hash === listOf(leftEntry) ? nextEntry(leftEntry) : undefined;
  // While its save runs Sveltia relabels «حفظ» («جارٍ الحفظ»): no save button, so no second tap either.
  const id = save ? "save-and-next" : "next-entry";
  for (const offered of document.querySelectorAll<HTMLElement>("#save-and-next, #next-entry")) {
    const placed = save ? offered.nextElementSibling === save : offered.parentElement === document.body;
    if (!next || offered.id !== id || offered.dataset.next !== next || !placed) offered.remove();
  }
  if (!next || document.getElementById(id)) return;
  if (save) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = id;
    button.dataset.next = next;
    button.textContent = saveAndNextWords;
    button.addEventListener("click", () => {
      const current = editorSaveButton();
      if (!current || current.disabled || current.getAttribute("aria-disabled") === "true") {
        location.hash = next;
        return;
      }
      current.click(); // clears `saving` (a plain «حفظ»): this tap's own comes after
      saving = { from: hash, next, saved: false };
    });
    save.before(button);
  } else {
    const link = document.createElement("a");
    link.id = id;
    link.dataset.next = next;
    link.href = next;
    link.textContent = nextEntryWords;
    document.body.append(link);
  }
};
new MutationObserver(offerNextEntry).observe(document.body, { childList: true, subtree: true });
addEventListener("hashchange", offerNextEntry);
// A plain «حفظ» is his choice to stay with the list: a «حفظ والتالي» refused before it no longer moves him on.
document.addEventListener(
  "click",
  (event) => {
    const save = editorSaveButton();
    if (save && event.target instanceof Node && save.contains(event.target)) saving = undefined;
  },
  true,
);
/** Sveltia's postSave: the save of the entry «حفظ والتالي» was tapped in has landed. */
const savedThenNext = () => {
  if (saving && location.hash.split("?")[0] === saving.from) saving.saved = true;
};

// The first screen: only the sign-in buttons that can work here (sign-in.ts), and
// the directions for them (#sign-in-guide in index.html), shown while Sveltia's
// sign-in buttons are on screen and hidden once the owner is in.
const serviceNames: Record<string, string> = { github: "GitHub", gitlab: "GitLab", gitea: "Gitea" };
/** How the Worker's sign-in errors begin (worker/index.ts, signInErrorPrefix). */
const signInErrorPrefix = "تعذّر الدخول بحساب GitHub:";

/** The first text on the page, outside `outside`, that contains `words`. */
function textContaining(words: string, outside: Element) {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
    if (node.data.includes(words) && !outside.contains(node)) return node;
  return null;
}

function guide(plan: SignInPlan, service: string) {
  const section = document.getElementById("sign-in-guide");
  if (!section) return;
  const part = plan.where === "local" ? "local" : plan.oauth ? "live-oauth" : "live-token";
  section.querySelector(`[data-plan="${part}"]`)?.removeAttribute("hidden");
  for (const name of section.querySelectorAll("[data-service]")) name.textContent = service;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const buttons = [...screenButtons()].filter((button) => !section.contains(button));
    const labels = buttons.map((button) => button.textContent?.trim() ?? "");
    section.hidden = !labels.some((label) => signInButton.test(label));
    // GitHub refused the sign-in: the Worker's Arabic reason, shown first in the directions, and Sveltia's copy
    // of it (which the directions would cover) hidden.
    const refusal = section.hidden ? null : textContaining(signInErrorPrefix, section);
    const error = document.getElementById("sign-in-error");
    if (error) {
      error.hidden = !refusal;
      if (refusal) {
        error.textContent = refusal.data.slice(refusal.data.indexOf(signInErrorPrefix));
        alertOf(refusal)?.style.setProperty("visibility", "hidden");
      }
    }
    // GitHub refused the token (expired or revoked): say what to do, while its message is on screen.
    const expired = document.getElementById("token-expired");
    if (expired) expired.hidden = !saysTokenInvalid(document.body.textContent ?? "");
    // Sveltia's line under the local button names the folder after the repository in config.yml (CMS_REPO,
    // "owner/riyadh-site" until set), which the owner's copy need not be called: #sign-in-guide says which
    // folder to pick instead.
    if (plan.where === "local")
      for (const line of textLines())
        if (!line.children.length && !section.contains(line) && localFolderLine.test(line.textContent?.trim() ?? ""))
          line.style.setProperty("display", "none", "important");
    // Sveltia's auth_methods cannot be empty: on a local host the token button goes here.
    if (!plan.token)
      buttons.forEach((button, i) => {
        if (tokenButton.test(labels[i]!)) button.style.setProperty("display", "none", "important");
      });
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  }).observe(document.body, { childList: true, subtree: true });
}

// The configuration comes from the <link rel="cms-config-url"> in index.html; what
// is merged into it only narrows the sign-in choices.
const configUrl = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? "config.yml";
void fetch(configUrl)
  .then((response) => (response.ok ? response.text() : ""))
  .catch(() => "")
  .then((text) => {
    const backend = backendSettings(text);
    const plan = signInPlan(location.hostname, backend);
    guide(plan, serviceNames[backend?.name ?? "github"] ?? "GitHub");
    // The live site's Worker could not read the repository the owner typed: say what to fix, never save elsewhere.
    // (On the owner's computer no repository is set, by design; one set wrong is still worth saying.)
    const problem = repoProblem(text);
    if (problem && (plan.where === "live" || problem.problem === "malformed")) showRepoProblem(problem);
    // Opened from another address than the site's (its workers.dev address, the other of www and the bare domain).
    const site = plan.where === "live" ? siteUrl(text) : null;
    if (site && site !== location.origin) showSiteAddress(site);
    const config = configOverride(plan);
    // Sveltia merges the object given to init() into config.yml (load_config_file
    // defaults to true), so a partial configuration is what it expects here.
    return loadCms().then((CMS) => {
      // The previews and the save check once the owner is at the collections: registering a
      // template makes Sveltia fetch its react-dom (65 kB gzip), which the sign-in screen does without.
      atCollections(() => registerPreviews(CMS, siteStylesheets));
      CMS.init(config ? ({ config } as unknown as InitOptions) : undefined);
      // Phones typed as the owner writes them are saved in international form (store-phones.ts).
      CMS.registerEventListener({
        name: "preSave",
        handler: async ({ entry }) => {
          // One hook returns the data: Sveltia hands each hook the entry as it was before the others.
          const saved = entry as unknown as EntryData;
          const data = withoutTranslationBox(withStoredPhones(saved.get("data") as EntryData), saved.get("path"));
          const english = saved.getIn(["i18n", "en", "data"]) as { toJS(): Record<string, unknown> } | undefined;
          const spec = previewEntries.find((e) => "file" in e && e.file === saved.get("path"));
          if (!english || !spec) return data as never;
          // The English as the preview checked it, words only (decision 0039): loaded with the preview's code.
          // Through the preview's module, which sets zod jitless first (the admin's CSP has no unsafe-eval).
          const { savedEnglish } = await import("./preview/render");
          return saved
            .set("data", data)
            .setIn(["i18n", "en", "data"], savedEnglish(spec.name, english.toJS())) as never;
        },
      });
      CMS.registerEventListener({ name: "postSave", handler: savedThenNext });
      // On the live site with GitHub: whether the last save is live (publish-panel.ts).
      if (plan.where !== "live" || (backend?.name ?? "github") !== "github" || !backend?.repo) return;
      // Loaded only here: it brings the build's validation (zod, yaml, the schemas) for a failed save.
      const panel = import("./publish-panel").then(({ startPublishPanel }) =>
        startPublishPanel(() => {
          const token = signedInToken();
          return token
            ? {
                api: backend.api_root || "https://api.github.com",
                repo: backend.repo!,
                branch: backend.branch || "main",
                token,
              }
            : null;
        }),
      );
      CMS.registerEventListener({ name: "postSave", handler: () => void panel.then((p) => p.saved()) });
    });
  });

function showSiteAddress(site: string) {
  const note = document.getElementById("other-address");
  const link = note?.querySelector<HTMLAnchorElement>("[data-admin-link]");
  if (!note || !link) return;
  link.href = `${site}/admin/`;
  link.textContent = `${site}/admin/`;
  note.hidden = false;
}

function showRepoProblem({ problem, value }: NonNullable<ReturnType<typeof repoProblem>>) {
  const box = document.getElementById("repo-problem");
  const part = box?.querySelector<HTMLElement>(`[data-problem="${problem}"]`);
  if (!box || !part) return;
  for (const slot of part.querySelectorAll("[data-value]")) slot.textContent = value;
  part.hidden = false;
  box.hidden = false;
}

/** Runs `run` once the admin shows the collections (#/collections/…): at once, or when the owner gets there. */
function atCollections(run: () => void) {
  const check = () => {
    if (!location.hash.startsWith("#/collections")) return;
    removeEventListener("hashchange", check);
    run();
  };
  addEventListener("hashchange", check);
  check();
}
