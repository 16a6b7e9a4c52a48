// One address for search engines (serving.js → otherAddresses): the other of www and the bare domain
// answers 301 to the settings' address; the Worker's workers.dev addresses ask not to be indexed.
// Cloudflare's runtime applying these rules by host: tests/deploy/addresses.test.ts.
import { describe, expect, test } from "vitest";
import { headersFile, otherAddresses, redirectsFile } from "./serving.js";

const routes = ["/", "/fencing"];

describe("a public build at https://www.owner-site.sa", () => {
  const canonical = "https://www.owner-site.sa";

  test("the bare domain answers 301 to the same page at www", () => {
    expect(otherAddresses(canonical).sibling).toBe("owner-site.sa");
    expect(redirectsFile(routes, canonical).split("\n")).toContain(
      "https://owner-site.sa/* https://www.owner-site.sa/:splat 301",
    );
  });

  test("workers.dev asks not to be indexed; the site's own address is left alone", () => {
    const headers = headersFile(undefined, { canonical });
    expect(headers).toContain("https://:worker.:account.workers.dev/*\n  X-Robots-Tag: noindex");
    expect(headers).not.toMatch(/^https:\/\/(www\.)?owner-site\.sa/m);
  });
});

test("at the bare domain, www answers 301 to it", () => {
  expect(redirectsFile(routes, "https://owner-site.sa")).toContain(
    "https://www.owner-site.sa/* https://owner-site.sa/:splat 301",
  );
});

test("a site whose address is its workers.dev address keeps it indexable and redirects nothing", () => {
  const canonical = "https://riyadh-site.rukn.workers.dev";
  expect(otherAddresses(canonical)).toEqual({ sibling: null, workersDev: null });
  expect(headersFile(undefined, { canonical })).not.toContain("workers.dev");
  expect(redirectsFile(routes, canonical)).not.toContain("https://");
});

test("a draft (its address still an example) writes no host rule: every response is noindex already", () => {
  expect(otherAddresses(null)).toEqual({ sibling: null, workersDev: null });
  expect(redirectsFile(routes, null)).not.toContain("https://");
  expect(headersFile(undefined, { draft: true, canonical: null })).not.toContain("workers.dev");
});
