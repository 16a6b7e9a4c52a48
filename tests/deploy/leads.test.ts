import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSite } from "../../scripts/wrangler-dev.js";
import { loadContent } from "../../src/model/owner/load-content";
import { leadKinds } from "../../src/lib/lead";
import { newReference } from "../../src/lib/reference";
import { servicePages } from "../../src/model/contract/pages";
import { accessCacheMs, maxBeaconBytes, retentionCutoff, type Lead } from "../../worker/leads";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github-stand-in";
import { siteUrl } from "./support";

// The lead log (worker/leads.ts) under Cloudflare's runtime with its local D1
// (wrangler dev; scripts/wrangler-dev.js gives it migrations/ applied): the pages'
// beacons, the refusals, the owner's reading through GitHub (a stand-in on
// 127.0.0.1), retention, a burst of taps, and a D1 failure. The tap in a
// browser is tests/e2e/lead-log.spec.ts.

const root = resolve(import.meta.dirname, "../..");
const owner = "gho_owner-with-push";
const reader = "gho_reader-without-push";
let github: GitHubStandIn;
let site: Awaited<ReturnType<typeof startSite>>;
let logDir: string;

beforeAll(async () => {
  github = await startGitHubStandIn({
    clientId: "id",
    clientSecret: "secret",
    token: "unused",
    pushAccess: { [owner]: true, [reader]: false },
  });
  logDir = mkdtempSync(join(tmpdir(), "riyadh-site-leads-"));
  site = await startSite({
    logFile: join(logDir, "wrangler.log"),
    testScheduled: true,
    settings: { GITHUB_REPO: "owner/site", GITHUB_API_ROOT: github.apiRoot },
  });
});

afterAll(async () => {
  await site?.stop();
  await github?.close();
  rmSync(logDir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A reference as the page's script draws one (src/browser/contact-tap.ts). */
const reference = () => newReference();

/** A tap's beacon as the page's script sends it (src/browser/lead-log.ts). */
const beacon = (body: string, headers: Record<string, string> = {}, base = site.url) =>
  fetch(`${base}/api/leads`, {
    method: "POST",
    body,
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8", ...headers },
  });

const read = (token?: string, path = "/api/leads", init: RequestInit = {}) =>
  fetch(`${site.url}${path}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });

/** Every lead kept, as the owner's admin reads them (quicker than a `wrangler d1 execute` each time). */
async function stored() {
  const response = await read(owner);
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: Lead[] }).leads;
}
const lead = async (ref: string) => (await stored()).filter((one) => one.reference === ref);

test("the server's D1 starts with every migration applied, as a deploy applies them", async () => {
  const applied = (await site.d1("SELECT name FROM d1_migrations ORDER BY id")) as { name: string }[];
  expect(applied.map(({ name }) => name)).toEqual(readdirSync(join(root, "migrations")).sort());
});

describe("a tap's beacon", () => {
  test("is stored with its page, service, band, district, kind and the server's time", async () => {
    const ref = reference();
    const before = Date.now();
    const response = await beacon(
      form({
        reference: ref,
        page: "/fencing",
        service: "fencing",
        band: "12000-18000",
        district: "حي النرجس",
        kind: "estimate",
      }),
    );
    expect(response.status).toBe(204);
    const [row] = await lead(ref);
    expect(row).toMatchObject({
      page: "/fencing",
      service: "fencing",
      band: "12000-18000",
      district: "حي النرجس",
      kind: "estimate",
      status: null,
    });
    expect(row!.created_at).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.created_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test("a tap on a service page is about its service; a district holding a number is kept as none", async () => {
    const ref = reference();
    const fencing = servicePages.find((page) => page.slug === "fencing")!;
    const body = form({ reference: ref, page: fencing.path, kind: "call", district: "0501234567" });
    expect((await beacon(body)).status).toBe(204);
    expect((await lead(ref))[0]).toMatchObject({ page: fencing.path, service: "fencing", district: null });
  });

  test("stores nothing personal: no IP address, user agent, cookie, phone or name", async () => {
    const ref = reference();
    const personal = {
      "User-Agent": "Mozilla/5.0 (iPhone) UniqueAgent/77",
      Cookie: "session=cookie-value-77",
      "CF-Connecting-IP": "203.0.113.77",
      "X-Forwarded-For": "203.0.113.78",
    };
    expect((await beacon(form({ reference: ref, page: "/", kind: "call" }), personal)).status).toBe(204);
    // The table itself, every column: the lead's columns only, and no value holds what the request carried.
    const table = await site.d1("SELECT * FROM leads");
    const row = table.find((one) => one.reference === ref);
    expect(Object.keys(row!).sort()).toEqual(
      ["band", "created_at", "district", "id", "kind", "page", "reference", "service", "status"].sort(),
    );
    const text = JSON.stringify(table);
    for (const value of Object.values(personal)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/\+?9665\d{8}|05\d{8}/);
  });

  test("stores SQL-looking words as text", async () => {
    const ref = reference();
    const district = "الملقا' OR 'x' -- DROP TABLE leads";
    expect((await beacon(form({ reference: ref, page: "/", kind: "call", district }))).status).toBe(204);
    expect((await lead(ref))[0]!.district).toBe(district);
    // The table is still there, with the other tests' leads.
    expect((await stored()).length).toBeGreaterThan(1);
  });
});

describe("what the public may not write", () => {
  const valid = { page: "/fencing", kind: "whatsapp" };
  const refused: [string, () => Promise<Response>, number][] = [
    [
      "another origin",
      () => beacon(form({ reference: reference(), ...valid }), { Origin: "https://example.org" }),
      403,
    ],
    [
      "no origin (a crawler, a link preview)",
      () => beacon(form({ reference: reference(), ...valid }), { Origin: "" }),
      403,
    ],
    [
      "JSON",
      () => beacon(JSON.stringify({ reference: reference(), ...valid }), { "Content-Type": "application/json" }),
      415,
    ],
    ["text/plain", () => beacon(form({ reference: reference(), ...valid }), { "Content-Type": "text/plain" }), 415],
    [
      "more than the beacon's size",
      () => beacon(form({ reference: reference(), ...valid, district: "ا".repeat(maxBeaconBytes) })),
      400,
    ],
    ["no reference", () => beacon(form(valid)), 400],
    ["no page", () => beacon(form({ reference: reference(), kind: "call" })), 400],
    ["an unknown kind", () => beacon(form({ reference: reference(), page: "/", kind: "email" })), 400],
    ["a page that is not a path", () => beacon(form({ reference: reference(), ...valid, page: "https://x.sa/" })), 400],
    ["a band that is not a range", () => beacon(form({ reference: reference(), ...valid, band: "about 5000" })), 400],
    ["a reference with quotes", () => beacon(form({ ...valid, reference: "A'; DROP TABLE leads; --" })), 400],
    ["a reference not of the page's alphabet", () => beacon(form({ ...valid, reference: "AB0O1I" })), 400],
    ["a field of its own", () => beacon(form({ reference: reference(), ...valid, phone: "0501234567" })), 400],
    ["a field twice", () => beacon(`${form({ reference: reference(), ...valid })}&kind=call`), 400],
  ];

  test.each(refused)("%s is refused and nothing is stored", async (_, send, status) => {
    const count = async () => (await stored()).length;
    const before = await count();
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.text()).toBe("");
    expect(await count()).toBe(before);
  });
});

describe("the owner's reading", () => {
  test("needs a token (401), with push access to the site's repository (403), and says nothing else", async () => {
    for (const [token, status] of [
      [undefined, 401],
      ["gho_unknown-token", 403],
      [reader, 403],
    ] as const) {
      for (const [path, init] of [
        ["/api/leads", {}],
        ["/api/leads/1", { method: "PATCH", body: JSON.stringify({ status: "won" }) }],
      ] as const) {
        const response = await read(token, path, init);
        expect([path, token, response.status]).toEqual([path, token, status]);
        expect(await response.text()).toBe("");
      }
    }
  });

  test("a site whose repository is not set lets no one read", async () => {
    expect((await fetch(`${siteUrl}/api/leads`, { headers: { Authorization: `Bearer ${owner}` } })).status).toBe(403);
  });

  test("lists the leads, newest first, and keeps each mark", async () => {
    const refs = [reference(), reference()];
    for (const ref of refs)
      expect((await beacon(form({ reference: ref, page: "/shutters", kind: "call" }))).status).toBe(204);
    const response = await read(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { leads, retentionMonths } = (await response.json()) as { leads: Lead[]; retentionMonths: number };
    expect(retentionMonths).toBe(loadContent().content.site.leads.retentionMonths);
    const times = leads.map((lead) => lead.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(leads.map((lead) => lead.reference)).toEqual(expect.arrayContaining(refs));

    const [first] = await lead(refs[0]!);
    const mark = (id: number, status: unknown) =>
      read(owner, `/api/leads/${id}`, { method: "PATCH", body: JSON.stringify({ status }) });
    expect((await mark(first!.id, "quoted")).status).toBe(204);
    expect((await lead(refs[0]!))[0]!.status).toBe("quoted");
    expect((await lead(refs[1]!))[0]!.status).toBeNull();
    expect((await mark(first!.id, null)).status).toBe(204);
    expect((await lead(refs[0]!))[0]!.status).toBeNull();
    expect((await mark(first!.id, "sold-twice")).status).toBe(400);
    expect((await mark(999_999_999, "won")).status).toBe(404);
  });

  test("asks GitHub once for a token within the cache's minute", async () => {
    const asked = () => github.seen.apiAuthorizations.filter((header) => header === `Bearer ${owner}`).length;
    await read(owner);
    const before = asked();
    for (let i = 0; i < 5; i++) expect((await read(owner)).status).toBe(200);
    expect(asked()).toBe(before);
    expect(accessCacheMs).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe("retention", () => {
  const months = loadContent().content.site.leads.retentionMonths;
  const day = 24 * 3600_000;
  const seed = (rows: [string, number][]) =>
    site.d1(
      `INSERT INTO leads (reference, created_at, page, kind) VALUES ${rows.map(([ref, time]) => `('${ref}', ${time}, '/', 'call')`).join(", ")}`,
    );
  const kept = async (...refs: string[]) =>
    (await stored()).map((one) => one.reference).filter((ref) => refs.includes(ref));

  test("the daily trigger deletes the leads older than the owner's retention, and keeps the rest", async () => {
    const cutoff = retentionCutoff(Date.now(), months);
    await seed([
      ["EXPIRED-C", cutoff - day],
      ["KEPT-C", cutoff + day],
    ]);
    expect(await kept("EXPIRED-C", "KEPT-C")).toEqual(["KEPT-C", "EXPIRED-C"]);
    const response = await fetch(`${site.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("17 3 * * *")}`);
    expect(response.status).toBe(200);
    await expect.poll(() => kept("EXPIRED-C", "KEPT-C")).toEqual(["KEPT-C"]);
  });

  test("so does every write, on a day the trigger has not run yet", async () => {
    await seed([["EXPIRED-W", retentionCutoff(Date.now(), months) - day]]);
    expect(await kept("EXPIRED-W")).toEqual(["EXPIRED-W"]);
    expect((await beacon(form({ reference: reference(), page: "/", kind: "call" }))).status).toBe(204);
    expect(await kept("EXPIRED-W")).toEqual([]);
  });
});

test("1,000 taps within a minute are 1,000 leads", { timeout: 90_000 }, async () => {
  const refs = Array.from({ length: 1000 }, reference);
  const started = Date.now();
  const statuses: number[] = [];
  // Twenty at a time, as twenty phones tapping at once would.
  for (let i = 0; i < refs.length; i += 20)
    statuses.push(
      ...(await Promise.all(
        refs.slice(i, i + 20).map(async (ref, j) => {
          const kind = leadKinds[(i + j) % leadKinds.length]!;
          return (await beacon(form({ reference: ref, page: "/warehouses", kind }))).status;
        }),
      )),
    );
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(statuses.filter((status) => status !== 204)).toEqual([]);
  const sent = new Set(refs);
  expect((await stored()).filter((one) => sent.has(one.reference))).toHaveLength(1000);
});

// Last: it drops the table.
test("a D1 failure reaches no visitor: the beacon gets an empty 503, the owner an empty 503", async () => {
  await site.d1("DROP TABLE leads");
  const response = await beacon(form({ reference: reference(), page: "/", kind: "call" }));
  expect(response.status).toBe(503);
  expect(await response.text()).toBe("");
  const reading = await read(owner);
  expect(reading.status).toBe(503);
  expect(await reading.text()).toBe("");
  // The pages themselves never touch D1.
  expect((await fetch(`${site.url}/fencing`)).status).toBe(200);
});
