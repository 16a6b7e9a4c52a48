import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { privacyPageSchema } from "~/model/contract/schema";
import { uiSchema } from "~/model/contract/ui-schema";
import { content } from "~/model/views/site-data";
import { englishSite } from "~/model/languages/english";
import { leadFields, type Lead } from "./leads";

// The privacy policy lists what each line of the lead log holds (content/pages/privacy.yml → leads.fields):
// that list, the table the migrations build and the fields the Worker stores must name the same data, so
// that the policy can neither leave out nor invent a field. The visit step's note (content/ui.yml →
// siteVisit.privacy.kept) names what a visit's line holds, from the same list.

const migrations = join(import.meta.dirname, "../migrations");

/** The lead table's columns as the migrations leave them: CREATE TABLE leads, then any ALTER TABLE … ADD COLUMN. */
function leadColumns() {
  const sql = readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => readFileSync(join(migrations, name), "utf8").replace(/--.*$/gm, ""))
    .join("\n");
  const table = /CREATE TABLE leads \(([\s\S]*?)\);/.exec(sql)?.[1] ?? "";
  const created = table
    .split(",")
    .map((column) => column.trim().split(/\s+/)[0]!)
    .filter(Boolean);
  const added = [...sql.matchAll(/ALTER TABLE leads ADD COLUMN (\w+)/g)].map((match) => match[1]!);
  return [...created, ...added];
}

/** The policy's fields: the schema's keys (the owner words them, never adds or drops one). */
const policyFields = Object.keys(privacyPageSchema.shape.leads.shape.fields.shape);

/** A lead as GET /api/leads returns it: each key named once here, so the type check keeps the list whole. */
const stored: Record<keyof Lead, true> = {
  id: true,
  reference: true,
  created_at: true,
  page: true,
  service: true,
  band: true,
  district: true,
  kind: true,
  status: true,
};

test("the migrations' table, the Worker's lead and the policy's list name the same fields", () => {
  const columns = leadColumns();
  expect(columns).toContain("reference");
  // The row's own number is the table's key, no data about the tap.
  const data = columns.filter((column) => column !== "id");
  expect(new Set(policyFields)).toEqual(new Set(data));
  expect(new Set(Object.keys(stored))).toEqual(new Set(columns));
});

test("what a beacon may carry is in the list, besides the time the Worker adds and the owner's mark", () => {
  expect(new Set([...Object.keys(leadFields), "created_at", "status"])).toEqual(new Set(policyFields));
});

/** The note's fields: the schema's keys, as for the policy. */
const visitNoteFields = Object.keys(uiSchema.shape.siteVisit.shape.privacy.shape.kept.shape);

test("the visit step's note names every field of a visit's line: the policy's, but the estimate's band and the owner's mark", () => {
  // A visit's link carries no band (src/browser/lead-log.ts reads it from the estimator's link only), and the
  // status is what the owner marks later, not something the tap sends.
  const notAVisits = new Set(["band", "status"]);
  expect(new Set(visitNoteFields)).toEqual(new Set(policyFields.filter((field) => !notAVisits.has(field))));
});

const english = englishSite(content)?.content;

describe.each([
  ["Arabic", content.privacyPage, content.ui],
  ["English", english?.privacyPage ?? content.privacyPage, english?.ui ?? content.ui],
])("the %s policy", (_language, page, ui) => {
  test("words every field of the log, none left empty", () => {
    expect(Object.keys(page.leads.fields).sort()).toEqual([...policyFields].sort());
    for (const words of Object.values(page.leads.fields)) expect(words.trim()).not.toBe("");
  });

  test("and its visit note words every field of a visit's line, none left empty, in its sentence", () => {
    const note = ui.siteVisit.privacy;
    expect(Object.keys(note.kept).sort()).toEqual([...visitNoteFields].sort());
    for (const words of Object.values(note.kept)) expect(words.trim()).not.toBe("");
    expect(note.text).toContain("{kept}");
  });
});
