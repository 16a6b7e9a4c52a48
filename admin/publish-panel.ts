// The admin's publish status, in Arabic, fixed at the bottom of every admin screen
// once the owner has signed in on the live site: being published, live since when
// (and whether the site is still a draft), or failed with every problem and a link
// to the entry that fixes it. Refreshed after each «حفظ» and every 20 seconds.
import "./zod-jitless.ts";
import type { OwnerItem } from "../src/model/owner-messages.ts";
import { publishStatus, type GitHost, type PublishStatus } from "./publish-status.ts";

const time = new Intl.DateTimeFormat("ar-SA-u-nu-latn-ca-gregory", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Riyadh",
});

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
) {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Each problem or example: where, why and what to type, and a link that opens the entry. */
function list(items: readonly OwnerItem[]) {
  const ol = element("ol");
  for (const item of items) {
    const li = element("li");
    if (item.place) li.append(element("strong", item.place), ": ");
    li.append(`${item.reason}. `);
    li.append(element("a", "افتحه للتصحيح", { href: item.link }));
    ol.append(li);
  }
  return ol;
}

/** The panel's content for one status. */
export function renderStatus(panel: HTMLElement, status: PublishStatus) {
  panel.dataset.state = status.state;
  panel.replaceChildren();
  if (status.state === "unknown") {
    panel.hidden = true;
    return;
  }
  panel.hidden = false;
  if (status.state === "publishing") {
    panel.append(
      element("p", "جارٍ نشر آخر تعديل… يظهر على الموقع خلال دقائق، وحتى ذلك يبقى الموقع على النسخة السابقة."),
    );
    return;
  }
  if (status.state === "live") {
    panel.append(element("p", `آخر تعديل منشور على الموقع منذ ${time.format(new Date(status.at))}.`));
    if (status.mode === "draft" && status.examples.length) {
      const details = element("details");
      details.append(
        element(
          "summary",
          `الموقع ما زال مسودة لا تظهر في محركات البحث. بقي ${status.examples.length} من قيم المثال، ويُنشر للعموم بعد استبدالها:`,
        ),
        list(status.examples),
      );
      panel.append(details);
    }
    if (status.pageWarnings.length) {
      const details = element("details");
      details.append(
        element(
          "summary",
          `صفحات تستحق المراجعة (${status.pageWarnings.length}) حتى تبقى خفيفة على الجوال وكاملة في نتائج البحث، وهي منشورة:`,
        ),
        list(status.pageWarnings),
      );
      panel.append(details);
    }
    return;
  }
  panel.append(element("p", "تعذّر نشر آخر تعديل، وبقي الموقع على آخر نسخة سليمة.", { class: "title" }));
  if (status.problems.length) {
    panel.append(
      element(
        "p",
        `صحّح ${status.problems.length === 1 ? "ما يلي" : `هذه الأمور (${status.problems.length})`} ثم احفظ، فيُنشر التعديل من جديد:`,
      ),
      list(status.problems),
    );
  } else {
    panel.append(element("p", "المحتوى سليم، والتعذّر من خدمة النشر نفسها. احفظ أي تعديل بعد قليل فيُعاد النشر."));
    if (status.details)
      panel.append(element("a", "تفاصيل النشر", { href: status.details, target: "_blank", rel: "noopener" }));
  }
}

/** Starts the panel: refreshes now, after each save, and every 20 seconds while the admin is in view. */
export function startPublishPanel(host: () => GitHost | null, site = "") {
  const panel = element("section", undefined, {
    id: "publish-status",
    role: "status",
    "aria-live": "polite",
    "aria-label": "حالة النشر",
  });
  panel.hidden = true;
  document.body.append(panel);
  let running = false;
  const refresh = async () => {
    const target = host();
    if (running || !target || document.hidden) return;
    running = true;
    try {
      renderStatus(panel, await publishStatus(target, { site }));
    } catch {
      // The Git host out of reach or the sign-in expired: say nothing rather than something wrong.
      renderStatus(panel, { state: "unknown" });
    } finally {
      running = false;
    }
  };
  void refresh();
  setInterval(() => void refresh(), 20_000);
  return {
    /** After «حفظ»: the new commit is being published until the Git host says otherwise. */
    saved: () => {
      if (host()) renderStatus(panel, { state: "publishing" });
      setTimeout(() => void refresh(), 5_000);
    },
    refresh,
  };
}
