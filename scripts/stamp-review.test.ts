import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { afterEach, expect, test, vi } from "vitest";
import { loadContent } from "../src/model/owner/load-content.ts";
import { fixtureContent } from "../tests/support/fixture-content.ts";
import { stampReview } from "./stamp-review.js";

afterEach(() => vi.unstubAllEnvs());

const root = process.cwd();
const listed = () => loadContent(root, "").review.map((item) => item.entry);

test(
  "a shipped price changed by the template's maintainer is listed for the owner again once stamped; a ticked box is left alone",
  { timeout: 60_000 },
  () => {
    const dir = fixtureContent();
    vi.stubEnv("CONTENT_DIR", dir);
    const edit = (file: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
      const doc = parseDocument(readFileSync(join(dir, file), "utf8"));
      change(doc);
      writeFileSync(join(dir, file), doc.toString({ lineWidth: 0 }));
    };
    // A fence price unticked and changed: without a new stamp it counts as the owner's.
    edit("pages/fencing.yml", (doc) => {
      const sections = doc.toJS().sections as { kind: string }[];
      const prices = sections.findIndex((section) => section.kind === "prices");
      doc.deleteIn(["sections", prices, "rows", 0, "price", "confirmed"]);
      const max = doc.getIn(["sections", prices, "rows", 0, "price", "max"]) as number;
      doc.setIn(["sections", prices, "rows", 0, "price", "max"], max + 10);
    });
    const canopies = readFileSync(join(dir, "pages/canopies.yml"), "utf8");
    expect(listed()).not.toContain("fencing");

    expect(stampReview(root)).toEqual(["content/pages/fencing.yml"]);
    expect(listed()).toContain("fencing");
    // The canopy page's prices are ticked in the fixture: untouched.
    expect(readFileSync(join(dir, "pages/canopies.yml"), "utf8")).toBe(canopies);
    // Stamped once, nothing more to stamp.
    expect(stampReview(root)).toEqual([]);
  },
);
