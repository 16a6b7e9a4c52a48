// The owner's lead log (docs/decisions/0029-leads-in-d1.md): each WhatsApp or call
// tap on a public page is one row in D1 (migrations/), sent by the page's script
// (src/browser/lead-log.ts) as a beacon; the owner reads and marks the rows in his
// admin (/admin/leads). Routes, under run_worker_first's /api/*:
//   POST  /api/leads              a tap, form-encoded, from the site's own pages only
//   GET   /api/leads              every lead kept, for someone with push access
//   PATCH /api/leads/<id>         {"status": …}, the same
// Nothing personal is stored: no phone, name, IP address, user agent or cookie.
import { districtPattern, leadKinds, leadStatuses, type LeadKind, type LeadStatus } from "../src/lib/lead";
import { referenceAlphabet } from "../src/lib/reference";
import { servicePages } from "../src/model/contract/pages";
import { plainText } from "./plain-text";

/**
 * What the lead log reads of the Worker's settings (WranglerEnv: worker-configuration.d.ts, written by
 * `npm run types` from wrangler.jsonc and .dev.vars.example). DB may be missing: without the binding
 * the lead log answers 503 and the site goes on.
 */
export type LeadEnv = Pick<WranglerEnv, "ASSETS" | "GITHUB_REPO"> & {
  DB?: WranglerEnv["DB"];
  /** GitHub's API, a stand-in on 127.0.0.1 in the tests. */
  GITHUB_API_ROOT?: string;
};

/** A stored lead, as GET /api/leads returns it. */
export type Lead = {
  id: number;
  reference: string;
  created_at: number;
  page: string;
  service: string | null;
  band: string | null;
  district: string | null;
  kind: LeadKind;
  status: LeadStatus | null;
};

/** What the build writes for the Worker and the lead log's page (scripts/build/site-integration.ts). */
export const leadSettingsPath = "/lead-settings.json";
export type LeadSettings = {
  /** content/site.yml → leads.retentionMonths */
  retentionMonths: number;
  /** Each service's name by its slug, and each page's by its path, as the site's links name them. */
  services: Record<string, string>;
  pages: Record<string, string>;
};

export const defaultRetentionMonths = 12;

/** A beacon is a few short fields; anything longer is not one of ours. */
export const maxBeaconBytes = 1024;

/** Each field of a beacon and what it may hold; any other field, or a mismatch, is refused. */
export const leadFields = {
  reference: new RegExp(`^[${referenceAlphabet}]{6}$`),
  page: /^\/[A-Za-z0-9/_-]{0,119}$/,
  service: /^[a-z0-9-]{1,40}$/,
  band: /^\d{1,9}-\d{1,9}$/,
  // Checked for its length only: one that is not words alone (a number typed in it) is kept as no district.
  district: /^[^\p{Cc}]{1,60}$/u,
  kind: new RegExp(`^(?:${leadKinds.join("|")})$`),
} as const;
const fields = leadFields;
type Field = keyof typeof fields;
const required: Field[] = ["reference", "page", "kind"];

/** The lead a beacon's body describes, or null when it is malformed. */
export function parseLead(body: string): Omit<Lead, "id" | "created_at" | "status"> | null {
  const params = new URLSearchParams(body);
  const lead: Record<string, string | null> = {};
  for (const name of params.keys()) if (!(name in fields) || params.getAll(name).length > 1) return null;
  for (const [name, pattern] of Object.entries(fields) as [Field, RegExp][]) {
    const value = params.get(name)?.trim() ?? "";
    if (!value) {
      if (required.includes(name)) return null;
      lead[name] = null;
    } else if (pattern.test(value)) lead[name] = value;
    else return null;
  }
  if (lead.district && !districtPattern.test(lead.district)) lead.district = null;
  // A tap on a service page is about its service; the estimator's link names the one it estimated.
  lead.service ??= servicePages.find((service) => service.path === lead.page)?.slug ?? null;
  return lead as Omit<Lead, "id" | "created_at" | "status">;
}

const json = (data: unknown) =>
  new Response(JSON.stringify(data), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });

let settings: { months: number; until: number } | undefined;

/** The retention the owner set (content/site.yml → leads.retentionMonths), read from the build, cached a minute. */
export async function retentionMonths(env: LeadEnv, now = Date.now()) {
  if (settings && settings.until > now) return settings.months;
  let months = defaultRetentionMonths;
  try {
    const response = await env.ASSETS.fetch(new Request(new URL(leadSettingsPath, "https://assets.invalid")));
    const value = response.ok ? ((await response.json()) as { retentionMonths?: unknown }).retentionMonths : undefined;
    if (Number.isInteger(value) && (value as number) > 0) months = value as number;
  } catch {
    // No settings file (a build without it): the default.
  }
  settings = { months, until: now + 60_000 };
  return months;
}

/** The oldest time a lead may have and be kept: `months` calendar months before `now`. */
export function retentionCutoff(now: number, months: number) {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** Deletes the leads older than the retention (the daily cron, and every write). */
export async function deleteExpired(env: LeadEnv, now = Date.now()) {
  if (!env.DB) return 0;
  const cutoff = retentionCutoff(now, await retentionMonths(env, now));
  const result = await env.DB.prepare("DELETE FROM leads WHERE created_at < ?").bind(cutoff).run();
  return result.meta.changes;
}

/**
 * A tap's beacon. Only the site's own pages send one: a POST from this origin
 * (browsers send Origin with every POST), form-encoded, short. Link previews and
 * crawlers fetch pages; they do not run the script that sends this.
 */
async function recordLead(request: Request, env: LeadEnv, now: number) {
  if (request.headers.get("Origin") !== new URL(request.url).origin) return plainText(403);
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return plainText(415);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBeaconBytes) return plainText(400);
  const body = await request.text();
  if (new TextEncoder().encode(body).length > maxBeaconBytes) return plainText(400);
  const lead = parseLead(body);
  if (!lead) return plainText(400);
  if (!env.DB) return plainText(503);
  try {
    const cutoff = retentionCutoff(now, await retentionMonths(env, now));
    // Bound parameters only: whatever a field holds is stored as text, never run.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO leads (reference, created_at, page, service, band, district, kind) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind(lead.reference, now, lead.page, lead.service, lead.band, lead.district, lead.kind),
      env.DB.prepare("DELETE FROM leads WHERE created_at < ?").bind(cutoff),
    ]);
  } catch (error) {
    // The visitor's tap has gone its way already; the error is for the Worker's logs alone.
    console.error("lead not recorded:", error instanceof Error ? error.message : error);
    return plainText(503);
  }
  return plainText(204);
}

/** Who may read the log: a GitHub token with push access to GITHUB_REPO, asked once a minute at most. */
const access = new Map<string, { allowed: boolean; until: number }>();
export const accessCacheMs = 60_000;

async function tokenKey(token: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** 401 without a token, 403 when GitHub says it may not push (or the repository is not set), null when it may. */
export async function refusal(request: Request, env: LeadEnv, now = Date.now()): Promise<Response | null> {
  const token = /^Bearer ([\w.-]{1,255})$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!token) return plainText(401);
  const repo = env.GITHUB_REPO?.trim() ?? "";
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) return plainText(403);
  const key = `${repo} ${await tokenKey(token)}`;
  let known = access.get(key);
  if (!known || known.until <= now) {
    let allowed = false;
    try {
      const api = (env.GITHUB_API_ROOT || "https://api.github.com").replace(/\/$/, "");
      const response = await fetch(`${api}/repos/${repo}`, {
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${token}`,
          "User-Agent": "riyadh-site-worker",
        },
      });
      if (response.status >= 500) return plainText(503);
      allowed =
        response.ok && ((await response.json()) as { permissions?: { push?: boolean } }).permissions?.push === true;
    } catch {
      return plainText(503);
    }
    if (access.size > 100) access.clear();
    known = { allowed, until: now + accessCacheMs };
    access.set(key, known);
  }
  return known.allowed ? null : plainText(403);
}

async function listLeads(env: LeadEnv) {
  const { results } = await env
    .DB!.prepare(
      "SELECT id, reference, created_at, page, service, band, district, kind, status FROM leads ORDER BY created_at DESC LIMIT 20000",
    )
    .all<Lead>();
  return json({ leads: results, retentionMonths: await retentionMonths(env) });
}

async function markLead(request: Request, env: LeadEnv, id: number) {
  let status: unknown;
  try {
    status = ((await request.json()) as { status?: unknown }).status;
  } catch {
    return plainText(400);
  }
  if (!(status === null || leadStatuses.includes(status as LeadStatus))) return plainText(400);
  const result = await env
    .DB!.prepare("UPDATE leads SET status = ? WHERE id = ?")
    .bind(status as string | null, id)
    .run();
  return result.meta.changes ? plainText(204) : plainText(404);
}

/** Answers every request under /api/: the lead log's routes, 404 for any other path. */
export async function handleLeads(request: Request, env: LeadEnv, now = Date.now()): Promise<Response> {
  const { pathname } = new URL(request.url);
  const one = /^\/api\/leads\/(\d{1,15})$/.exec(pathname);
  if (pathname !== "/api/leads" && !one) return plainText(404);
  if (pathname === "/api/leads" && request.method === "POST") return recordLead(request, env, now);
  const method = one ? "PATCH" : "GET";
  if (request.method !== method) return new Response(null, { status: 405, headers: { Allow: method } });
  const refused = await refusal(request, env, now);
  if (refused) return refused;
  if (!env.DB) return plainText(503);
  try {
    return one ? await markLead(request, env, Number(one[1])) : await listLeads(env);
  } catch (error) {
    console.error("lead log:", error instanceof Error ? error.message : error);
    return plainText(503);
  }
}
