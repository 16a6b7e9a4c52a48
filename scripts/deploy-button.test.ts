// The Deploy to Cloudflare button is written from package.json → repository, in the README and the guide alike.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import {
  anyButton,
  buttonFiles,
  buttonMarkdown,
  disagreeing,
  isPlaceholder,
  placeholder,
  templateAddress,
} from "./deploy-button.js";

const root = resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));

describe("the button's address", () => {
  test("lives in package.json → repository, and every button is written from it", () => {
    const address = templateAddress(pkg);
    expect(disagreeing(address)).toEqual([]);
    for (const file of buttonFiles) {
      const text = readFileSync(resolve(root, file), "utf8");
      expect(text.match(anyButton), file).toEqual([buttonMarkdown(address)]);
      // Before the file's first section, where the owner starts.
      expect(text.indexOf(buttonMarkdown(address)), file).toBeLessThan(text.indexOf("\n## "));
    }
  });

  test("a button that disagrees with it is found", () => {
    expect(disagreeing("https://github.com/someone/another-site")).toEqual(buttonFiles);
  });

  test.each([
    ["https://github.com/rukn/riyadh-site", "https://github.com/rukn/riyadh-site"],
    ["git+https://github.com/rukn/riyadh-site.git", "https://github.com/rukn/riyadh-site"],
    ["github:rukn/riyadh-site", "https://github.com/rukn/riyadh-site"],
  ])("reads %s as %s", (url, address) => {
    expect(templateAddress({ repository: { url } })).toBe(address);
    expect(templateAddress({ repository: url })).toBe(address);
    expect(isPlaceholder(address)).toBe(false);
  });

  test("refuses what the button cannot open: another host, or no repository", () => {
    expect(() => templateAddress({ repository: "https://gitlab.example/x/y" })).toThrow(/GitHub repository/);
    expect(() => templateAddress({})).toThrow(/GitHub repository/);
  });

  test("the placeholder is recognised, so npm test warns while it is set", () => {
    expect(isPlaceholder(placeholder)).toBe(true);
    expect(buttonMarkdown(placeholder)).toContain("?url=https://github.com/OWNER/REPOSITORY)");
  });
});
