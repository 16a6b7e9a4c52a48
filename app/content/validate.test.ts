import { describe, expect, test } from "vitest";
import { home } from "./home";
import { serviceFiles } from "./services";
import { site } from "./site";
import { ContentError, validateContent, type ContentSources } from "./validate";

const clone = <T>(value: T): T => structuredClone(value);
const fencingFile = "app/content/services/fencing.ts";

/** The real content, with one file changed by `edit`. */
function sources(
  edit: (s: { site: typeof site; home: typeof home; services: Record<string, unknown> }) => void = () => {},
) {
  const draft = { site: clone(site), home: clone(home), services: clone(serviceFiles) as Record<string, unknown> };
  edit(draft);
  return {
    site: { file: "app/content/site.ts", data: draft.site },
    home: { file: "app/content/home.ts", data: draft.home },
    services: Object.entries(draft.services).map(([file, data]) => ({ file, data })),
    imageExists: () => true,
  } satisfies ContentSources;
}

const fencing = (services: Record<string, unknown>) =>
  services[fencingFile] as (typeof serviceFiles)[typeof fencingFile];

function expectError(input: ContentSources, ...fragments: string[]) {
  let error: unknown;
  try {
    validateContent(input);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ContentError);
  for (const fragment of fragments) expect((error as Error).message).toContain(fragment);
}

describe("validateContent", () => {
  test("accepts the shipped content", () => {
    const result = validateContent(sources());
    expect(result.services).toHaveLength(8);
  });

  test("rejects a malformed phone number, naming the file and field", () => {
    expectError(
      sources((s) => (s.site.phone = "0500000000")),
      "app/content/site.ts",
      "phone",
      "E.164",
    );
  });

  test("rejects a WhatsApp number that is not a Saudi mobile", () => {
    expectError(
      sources((s) => (s.site.whatsapp = "+966112345678")),
      "app/content/site.ts",
      "whatsapp",
    );
  });

  test("rejects a price range whose min is above its max, naming the record", () => {
    expectError(
      sources((s) => {
        const prices = fencing(s.services).sections.find((section) => section.kind === "prices")!;
        prices.rows[1]!.price = { min: 130, max: 90, unit: "linear-metre" };
      }),
      fencingFile,
      "rows[1]",
      `("${fencing(serviceFiles as Record<string, unknown>).sections.find((x) => x.kind === "prices")!.rows[1]!.type}")`,
      "price.min",
      "min must not be greater than max",
    );
  });

  test("rejects an empty FAQ answer", () => {
    expectError(
      sources((s) => (fencing(s.services).faqs[0]!.answer = "   ")),
      fencingFile,
      "faqs[0]",
      "answer",
      "must not be empty",
    );
  });

  test("rejects a duplicate route", () => {
    expectError(
      sources((s) => {
        const doors = s.services["app/content/services/doors.ts"] as { path: string };
        doors.path = "/fencing";
      }),
      "app/content/services/doors.ts",
      'path "/fencing"',
      "duplicate route",
    );
  });

  test("rejects a route differing only in case, which a server would treat as the same", () => {
    expectError(
      sources((s) => ((s.services["app/content/services/doors.ts"] as { path: string }).path = "/Fencing")),
      "duplicate route",
    );
  });

  test("rejects a missing image, naming the slot and where to put it", () => {
    const input = { ...sources(), imageExists: (src: string) => src !== "fencing/2" };
    expectError(input, fencingFile, '"fencing/2" has no image', "app/assets/illustrations/fencing/2.svg");
  });

  test("rejects a home page with the wrong number of gallery images", () => {
    expectError(
      sources((s) => s.home.gallery.items.pop()),
      "app/content/home.ts",
      "gallery.items",
      "exactly 12",
    );
  });

  test("rejects a project card linking to a page that does not exist", () => {
    expectError(
      sources((s) => (s.home.projects.items[0]!.href = "/hangars")),
      "app/content/home.ts",
      "projects.items[0].href",
    );
  });

  test("rejects a title too long for search results once the site name is added", () => {
    expectError(
      sources((s) => (fencing(s.services).meta.title = "ت".repeat(45))),
      fencingFile,
      "meta.title",
      "keep it to 60",
    );
  });

  test("rejects two pages sharing a title or a description", () => {
    expectError(
      sources((s) => {
        const doors = s.services["app/content/services/doors.ts"] as { meta: unknown };
        doors.meta = { ...fencing(s.services).meta };
      }),
      "app/content/services/doors.ts",
      "is also used by app/content/services/fencing.ts",
    );
  });

  test("rejects a page without a title or a description", () => {
    expectError(
      sources((s) => {
        const meta = fencing(s.services).meta as Partial<typeof s.home.meta>;
        delete meta.description;
      }),
      fencingFile,
      "meta.description",
    );
    expectError(
      sources((s) => (s.home.meta.title = " ")),
      "app/content/home.ts",
      "meta.title: must not be empty",
    );
  });
});
