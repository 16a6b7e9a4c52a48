import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fixtureContent } from "../../../tests/support/fixture-content";
import { readSources } from "./load";

/** A copy of the fixture content, read through CONTENT_DIR. */
function copy() {
  const dir = fixtureContent();
  vi.stubEnv("CONTENT_DIR", dir);
  return dir;
}

afterEach(() => vi.unstubAllEnvs());

describe("records folders", () => {
  test("a missing folder is no records (Git keeps no empty folder); dot files are ignored", () => {
    const dir = copy();
    rmSync(join(dir, "projects"), { recursive: true });
    mkdirSync(join(dir, "reviews"));
    writeFileSync(join(dir, "reviews/.gitkeep"), "");
    const sources = readSources();
    expect(sources.projects).toEqual([]);
    expect(sources.reviews).toEqual([]);
  });

  test("a file the admin would not list is refused by name, never skipped", () => {
    const dir = copy();
    writeFileSync(join(dir, "projects/other.yaml"), "title: x\n");
    writeFileSync(join(dir, "projects/notes.json"), "{}");
    expect(() => readSources()).toThrow(/projects\/notes\.json: not a YAML file/);
    expect(() => readSources()).toThrow(/projects\/other\.yaml: records are saved as \.yml; rename it to other\.yml/);
  });
});
