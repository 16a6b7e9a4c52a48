// The owner's lead log at /admin/leads: his leads from the Worker (/api/leads,
// worker/leads.ts), read with the GitHub token Sveltia keeps once he has signed
// in to the admin (the same origin), counted for this week and this month, and
// listed with a search by reference and a status he sets on each. Plain DOM:
// a small page of its own, without the CMS's 2 MB.
import "@fontsource-variable/cairo/wght.css";
import { fill } from "~/lib/estimate";
import { formatMonths, formatNumber, formatTotal } from "~/lib/format";
import { leadStatuses, type LeadStatus } from "~/lib/lead";
import { leadLogWords as words } from "~/model/contract/admin-labels";
import { leadSettingsPath, type Lead, type LeadSettings } from "../../worker/leads";
import { signedInToken } from "../sveltia/storage";
import { countParts, periodStart, search, summary } from "./report";

/** At most this many cards at once; a search reaches the rest. */
const shownAtOnce = 300;

type Child = Node | string | null | undefined | false;
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.filter((child): child is Node | string => !!child));
  return element;
}

const root = document.getElementById("lead-log")!;
const time = new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", {
  timeZone: "Asia/Riyadh",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
});

function show(...children: Child[]) {
  root.replaceChildren(
    h("div", { class: "top" }, h("h1", {}, words.title), h("a", { href: "/admin/" }, words.back)),
    ...children.filter((child): child is Node | string => !!child),
  );
  root.removeAttribute("aria-busy");
}

const notice = (text: string) => h("p", { class: "notice", role: "alert" }, text);

function tally(title: string, rows: [string, number][]) {
  return [
    h("h3", {}, title),
    rows.length
      ? h("ul", { class: "tally" }, ...rows.map(([name, count]) => h("li", {}, name, h("b", {}, formatNumber(count)))))
      : h("p", { class: "muted" }, words.nothing),
  ];
}

/** The period's count: the figure large, its words beside it in agreement with it (report.ts countParts). */
function countLine(total: number) {
  const [before, figure, after] = countParts(total, words.total);
  if (!figure) return [h("span", {}, after)];
  return [...(before ? [h("span", {}, before), " "] : []), figure, ...(after ? [" ", h("span", {}, after)] : [])];
}

function period(title: string, since: number, leads: Lead[], settings: LeadSettings) {
  const counts = summary(leads, since, { ...settings, noService: words.noService });
  return h(
    "section",
    { class: "card", "aria-label": title },
    h("h2", {}, title),
    h("p", { class: "count" }, ...countLine(counts.total)),
    ...tally(words.byService, counts.byService),
    ...tally(words.byPage, counts.byPage),
    ...tally(
      words.byKind,
      counts.byKind.map(([kind, count]) => [words.kinds[kind as Lead["kind"]] ?? kind, count]),
    ),
  );
}

async function mark(lead: Lead, status: LeadStatus | null, token: string, said: HTMLElement) {
  said.textContent = "";
  try {
    const response = await fetch(`/api/leads/${lead.id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) throw new Error(String(response.status));
    lead.status = status;
    said.textContent = words.saved;
  } catch {
    said.textContent = words.saveFailed;
  }
}

function card(lead: Lead, settings: LeadSettings, token: string) {
  const id = `status-${lead.id}`;
  const select = h("select", { id });
  for (const status of ["new", ...leadStatuses] as const) {
    const option = h("option", { value: status }, words.statuses[status]);
    option.selected = (lead.status ?? "new") === status;
    select.append(option);
  }
  const said = h("p", { class: "saved", role: "status" });
  const item = h(
    "li",
    { class: "card lead", "data-status": lead.status ?? "new" },
    h(
      "header",
      {},
      h("bdi", { class: "ref", dir: "ltr" }, lead.reference),
      h("span", { class: "muted" }, time.format(lead.created_at)),
    ),
    h(
      "dl",
      {},
      h("dt", {}, words.kind),
      h("dd", {}, words.kinds[lead.kind] ?? lead.kind),
      h("dt", {}, words.page),
      h("dd", {}, settings.pages[lead.page] ?? h("bdi", { dir: "ltr" }, lead.page)),
      lead.service && h("dt", {}, words.service),
      lead.service && h("dd", {}, settings.services[lead.service] ?? lead.service),
      lead.band && h("dt", {}, words.estimate),
      lead.band && h("dd", {}, bandText(lead.band)),
      lead.district && h("dt", {}, words.district),
      lead.district && h("dd", {}, lead.district),
    ),
    h("label", { for: id }, words.status),
    select,
    said,
  );
  select.addEventListener("change", () => {
    const status = select.value === "new" ? null : (select.value as LeadStatus);
    item.dataset.status = select.value;
    void mark(lead, status, token, said);
  });
  return item;
}

function bandText(band: string) {
  const [min, max] = band.split("-").map(Number);
  return formatTotal({ min: min!, max: max! }, words.band);
}

function list(leads: Lead[], settings: LeadSettings, token: string) {
  const input = h("input", {
    type: "search",
    id: "lead-search",
    autocomplete: "off",
    "aria-describedby": "lead-search-hint",
  });
  const cards = h("ul", { class: "leads" });
  const status = h("p", { class: "muted", role: "status" });
  const draw = () => {
    const found = search(leads, input.value);
    cards.replaceChildren(...found.slice(0, shownAtOnce).map((lead) => card(lead, settings, token)));
    status.textContent = !leads.length
      ? words.empty
      : !found.length
        ? words.noMatch
        : found.length > shownAtOnce
          ? fill(words.shown, { shown: formatNumber(shownAtOnce), total: formatNumber(found.length) })
          : "";
  };
  input.addEventListener("input", draw);
  draw();
  return h(
    "section",
    { "aria-labelledby": "lead-list" },
    h("h2", { id: "lead-list" }, words.list),
    h("label", { for: "lead-search" }, words.search),
    input,
    h("p", { id: "lead-search-hint", class: "muted" }, words.searchHint),
    status,
    cards,
  );
}

async function start() {
  const token = signedInToken();
  if (!token) return show(notice(words.signIn));
  show(h("p", { class: "muted" }, words.loading));
  root.setAttribute("aria-busy", "true");
  let leads: Lead[];
  let settings: LeadSettings;
  try {
    const [response, settingsResponse] = await Promise.all([
      fetch("/api/leads", { headers: { Authorization: `Bearer ${token}` } }),
      fetch(leadSettingsPath),
    ]);
    if (response.status === 401) return show(notice(words.expired));
    if (response.status === 403) return show(notice(words.forbidden));
    if (!response.ok) return show(notice(words.unavailable));
    const body = (await response.json()) as { leads: Lead[]; retentionMonths: number };
    leads = body.leads;
    settings = settingsResponse.ok
      ? ((await settingsResponse.json()) as LeadSettings)
      : { retentionMonths: body.retentionMonths, services: {}, pages: {} };
    settings.retentionMonths = body.retentionMonths;
  } catch {
    return show(notice(words.unavailable));
  }
  show(
    h("p", {}, words.intro),
    h(
      "div",
      { class: "periods" },
      period(words.week, periodStart("week"), leads, settings),
      period(words.month, periodStart("month"), leads, settings),
    ),
    list(leads, settings, token),
    h("p", { class: "muted retention" }, fill(words.retention, { months: formatMonths(settings.retentionMonths) })),
  );
}

void start();
