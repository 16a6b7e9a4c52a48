// The admin's publish status, in Arabic, fixed at the bottom of every admin screen
// once the owner has signed in on the live site: being published, live since when
// (and whether the site is still a draft), or failed with every problem and a link
// to the entry that fixes it. Refreshed after each «حفظ» and every 20 seconds.
import "./zod-jitless.ts";
import type { OwnerItem } from "../src/model/owner/owner-messages.ts";
import { publishStatus, type GitHost, type PublishStatus } from "./publish-status.ts";

const zone = "Asia/Riyadh";
const day = new Intl.DateTimeFormat("ar-SA-u-nu-latn-ca-gregory", { dateStyle: "long", timeZone: zone });
const clock = new Intl.DateTimeFormat("ar-SA-u-nu-latn", { hour: "numeric", minute: "2-digit", timeZone: zone });
const ago = new Intl.RelativeTimeFormat("ar-u-nu-latn", { numeric: "always" });
const dateKey = new Intl.DateTimeFormat("en-CA", { timeZone: zone });

/**
 * When the last save went live, as one says it: «قبل لحظات», «قبل 5 دقائق», «اليوم الساعة 4:09 ص»,
 * «أمس الساعة 9:30 م», or «يوم 25 نوفمبر 2026 الساعة 12:30 م» (Riyadh time).
 */
export function publishedWhen(at: Date, now = new Date()) {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return "قبل لحظات";
  if (minutes < 60) return ago.format(-minutes, "minute");
  const days = (Date.parse(dateKey.format(now)) - Date.parse(dateKey.format(at))) / 86_400_000;
  const hour = `الساعة ${clock.format(at)}`;
  if (days === 0) return `اليوم ${hour}`;
  if (days === 1) return `أمس ${hour}`;
  return `يوم ${day.format(at)} ${hour}`;
}

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
function list(items: readonly OwnerItem[], link = "افتحه للتصحيح") {
  const ol = element("ol");
  for (const item of items) {
    const li = element("li");
    if (item.place) li.append(element("strong", item.place), ": ");
    li.append(`${item.reason}. `);
    li.append(element("a", link, { href: item.link }));
    ol.append(li);
  }
  return ol;
}

/** Whether the panel opens unfolded: on a screen wide enough to keep it beside the form, not on a phone. */
const wide = () => typeof matchMedia === "function" && matchMedia("(min-width: 900px)").matches;

/**
 * The panel's content for one status: one line (a summary), and what it lists folded under it, open on a
 * wide screen and folded on a phone, where open it takes the screen's lower part and the form the rest.
 */
export function renderStatus(host: HTMLElement, status: PublishStatus) {
  // A list he opened or folded stays so when the panel refreshes (every 20 seconds), and so does the panel.
  const opened = new Map(
    [...host.querySelectorAll<HTMLDetailsElement>("details[data-list]")].map((d) => [d.dataset.list, d.open]),
  );
  const outer = host.querySelector<HTMLDetailsElement>(":scope > details[data-panel]");
  const unfolded = outer ? outer.open : wide();
  host.dataset.state = status.state;
  host.replaceChildren();
  if (status.state === "unknown") {
    host.hidden = true;
    return;
  }
  host.hidden = false;
  const folded = element("details", undefined, { "data-panel": "" });
  folded.open = unfolded;
  host.append(folded);
  /** The first line is the panel's summary; what follows it folds under it. */
  const panel = {
    append(...nodes: (Node | string)[]) {
      for (const node of nodes) {
        if (!folded.querySelector("summary") && node instanceof HTMLParagraphElement) {
          const summary = element("summary");
          summary.append(...node.childNodes);
          if (node.className) summary.className = node.className;
          folded.append(summary);
        } else folded.append(node);
      }
    },
  };
  if (status.state === "publishing") {
    panel.append(
      element("p", "جارٍ نشر آخر تعديل… يظهر على الموقع خلال دقائق، وحتى ذلك يبقى الموقع على النسخة السابقة."),
    );
    if (status.unreadable === "checks")
      panel.append(
        element(
          "p",
          "لا تستطيع اللوحة هنا أن تعرف هل تعذّر النشر: رمز الوصول الذي دخلت به لا يسمح بقراءة حالة البناء في مستودع خاص. " +
            "إن لم يظهر التعديل على الموقع خلال 10 دقائق فافتح في Cloudflare: Workers & Pages ← موقعك ← Deployments ← View build history. " +
            "وإن دخلت بزرّ «تسجيل الدخول باستخدام GitHub» فستظهر لك الحالة هنا كاملة.",
        ),
      );
    return;
  }
  if (status.state === "live") {
    const when = publishedWhen(new Date(status.at));
    // Public and indexed: one line says so; what is left to confirm stays folded under it.
    panel.append(
      element(
        "p",
        status.mode === "public"
          ? `موقعك منشور للعموم وتجده محركات البحث. نُشر آخر تعديل ${when}.`
          : `نُشر آخر تعديل على الموقع ${when}، والموقع ما زال مسودة.`,
      ),
    );
    // What holds the site in draft, then what is only to review or left out (src/model/owner/go-live.ts).
    const held = status.examples.length;
    const sections: [string, readonly OwnerItem[], string, string?][] = [
      [
        `الموقع ما زال مسودة لا تظهر في محركات البحث، ويُنشر للعموم حين تصحّح ${held === 1 ? "هذه المعلومة" : `هذه المعلومات (${held})`}:`,
        status.mode === "draft" ? status.examples : [],
        "holds",
      ],
      [
        `«راجِع»: ${status.review.length} من القيم المرفقة مع الموقع تبدو حقيقية ولم تؤكدها بعد، ولا تمنع النشر. ضع علامة في خانة «راجِع» بجانب كل قيمة صحيحة، أو غيّرها:`,
        status.review,
        "review",
        "افتحه للمراجعة",
      ],
      [
        `${status.leftOut.length} من الأمثلة تظهر في المسودة بعلامة «مثال توضيحي» ولا تُنشر في الموقع العام، ولا تمنع النشر:`,
        status.mode === "draft" ? status.leftOut : [],
        "left-out",
        "افتحه",
      ],
    ];
    // Open, the list he works through next (guide step ٥): what holds the draft. Once public, every list is folded.
    const next = status.mode === "draft" ? (held ? "holds" : "review") : undefined;
    for (const [summary, items, kind, link] of sections) {
      if (!items.length) continue;
      const details = element("details", undefined, { "data-list": kind });
      details.open = opened.get(kind) ?? kind === next;
      details.append(element("summary", summary), list(items, link));
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
    panel.append(
      element(
        "p",
        "المحتوى سليم، والتعذّر من خدمة النشر نفسها. أعد المحاولة من Cloudflare: Workers & Pages ← موقعك ← Deployments ← View build history، " +
          "ثم اضغط البناء الفاشل واضغط Retry build. وإن تعذّر مرة ثانية فانسخ سجلّ البناء من الصفحة نفسها وأرسله إلى مطوّر مع عنوان مستودعك في GitHub (كما في الخطوة ٣ من دليل الإطلاق).",
      ),
    );
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
  // On a phone the form ends above the panel instead of under it (sveltia/screen.css: --publish-panel).
  new ResizeObserver(() =>
    document.documentElement.style.setProperty("--publish-panel", `${panel.hidden ? 0 : panel.offsetHeight}px`),
  ).observe(panel);
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
