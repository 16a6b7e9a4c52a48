// One address for search engines (serving.js → otherAddresses): the other of www and the bare domain,
// and the Worker's workers.dev addresses, ask not to be indexed; the settings' address is left alone.
// Cloudflare's runtime applying these rules by host: tests/deploy/addresses.test.ts.
import { describe, expect, test } from "vitest";
import { headersFile, otherAddresses } from "./serving.js";

const noindexFor = (headers: string) =>
  [...headers.matchAll(/^(https:\/\/\S+)\n {2}X-Robots-Tag: noindex$/gm)].map((match) => match[1]);

describe("a public build at https://www.owner-site.sa", () => {
  const canonical = "https://www.owner-site.sa";

  test("the bare domain and workers.dev ask not to be indexed; the site's own address is left alone", () => {
    expect(otherAddresses(canonical).sibling).toBe("owner-site.sa");
    expect(noindexFor(headersFile(undefined, { canonical }))).toEqual([
      "https://owner-site.sa/*",
      "https://:worker.:account.workers.dev/*",
    ]);
  });
});

test("at the bare domain, www asks not to be indexed", () => {
  expect(noindexFor(headersFile(undefined, { canonical: "https://owner-site.sa" }))).toContain(
    "https://www.owner-site.sa/*",
  );
});

test("a site whose address is its workers.dev address keeps it indexable", () => {
  const canonical = "https://riyadh-site.rukn.workers.dev";
  expect(otherAddresses(canonical)).toEqual({ sibling: null, workersDev: null });
  expect(noindexFor(headersFile(undefined, { canonical }))).toEqual([]);
});

test("a draft (its address still an example) writes no host rule: every response is noindex already", () => {
  expect(otherAddresses(null)).toEqual({ sibling: null, workersDev: null });
  expect(noindexFor(headersFile(undefined, { draft: true, canonical: null }))).toEqual([]);
});
