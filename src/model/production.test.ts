import { fixtureContent } from "../../tests/support/fixture-content";
import { afterEach, describe, expect, test, vi } from "vitest";
import { preflight, productionMessage, productionNeeds } from "./production";
import type { ContentProblem } from "./validate";

const ready = { SITE_ENV: "production", SITE_URL: "https://www.rukn-hangars.sa", CMS_REPO: "rukn/site" };
const exampleUrl: ContentProblem = {
  at: "content/site.yml:13",
  entry: "site",
  path: ["url"],
  data: {},
  message: "an example value; the production build refuses it",
};

afterEach(() => vi.unstubAllEnvs());

describe("what production needs", () => {
  test("nothing once the address, the repository and the Git host are set", () => {
    expect(productionNeeds(ready)).toEqual([]);
    expect(productionNeeds({ ...ready, CMS_BACKEND: "gitlab", CMS_APP_ID: "abc" })).toEqual([]);
  });

  test("lists every missing setting together, and the example values with them", () => {
    const needs = productionNeeds({ SITE_ENV: "production", CMS_BACKEND: "gitea" }, [exampleUrl]);
    expect(needs).toHaveLength(3);
    expect(needs[0]).toMatch(/^SITE_URL is not set, and content\/site\.yml:13 still holds the example address/);
    expect(needs[1]).toMatch(/^CMS_REPO is not set/);
    expect(needs[2]).toMatch(/^CMS_APP_ID is not set: signing in to gitea/);
    const message = productionMessage(needs);
    for (const where of ["Actions → Variables", "docs/go-live.ar.md", "/admin"]) expect(message).toContain(where);
  });

  test.each([
    ["http://www.rukn-hangars.sa", /must start with https/],
    ["https://www.rukn-hangars.sa/", /must not end with a slash/],
    ["https://www.example.com", /is an example address/],
  ])("refuses SITE_URL %s", (url, reason) => {
    expect(productionNeeds({ ...ready, SITE_URL: url })).toEqual([expect.stringMatching(reason)]);
  });

  test("refuses an unknown Git host and a repository that is not owner/name", () => {
    const needs = productionNeeds({ ...ready, CMS_BACKEND: "bitbucket", CMS_REPO: "site" });
    expect(needs).toEqual([
      expect.stringMatching(/^CMS_BACKEND must be/),
      expect.stringMatching(/^CMS_REPO must look like/),
    ]);
  });
});

describe("preflight", () => {
  const fixture = fixtureContent();

  test("passes real-looking content with every setting, and refuses it without them in one message", () => {
    vi.stubEnv("CONTENT_DIR", fixture);
    expect(preflight(ready)).toEqual({});
    const { error } = preflight({ SITE_ENV: "production" });
    expect(error).toMatch(/CMS_REPO is not set/);
    // One need: the list ends where "where to set them" begins.
    expect(error!.split("\n\n")[0]!.match(/^ {2}- /gm)).toHaveLength(1);
  });

  test("a default build only warns about example values", () => {
    vi.stubEnv("CONTENT_DIR", fixture);
    expect(preflight({})).toEqual({});
  });
});
