import { afterEach, describe, expect, test, vi } from "vitest";
import { loadContent } from "../../src/model/owner/load-content.ts";
import { encodingGroups } from "../../src/lib/photo-slots.ts";
import { photoEncodings, siteContent } from "./content-plugin.ts";

afterEach(() => vi.unstubAllEnvs());

const { examples } = loadContent();
// No SITE_URL: the content's example address is then one of the examples, named by its file and line.
const production = { SITE_URL: "" };

describe("the site-content plugin", () => {
  test("the pages get the draft's examples, each with its admin link, only from a production build", () => {
    const draftOf = () => {
      const code = (siteContent().load as (id: string) => string)("\0virtual:site-content");
      return JSON.parse(/^export const draft = (.*);$/m.exec(code)![1]!);
    };
    vi.stubEnv("SITE_ENV", "");
    expect(draftOf()).toBeNull();
    vi.stubEnv("SITE_ENV", "production");
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    const draft = draftOf();
    if (!examples.length) return expect(draft).toBeNull();
    expect(draft.examples.map((item: { at: string }) => item.at)).toEqual(examples.map((example) => example.at));
    for (const item of draft.examples) expect(item.link).toMatch(/^\/admin\/#\/collections\//);
  });
});

describe("the widths a photo is encoded at", () => {
  // A home page whose hero is the owner's photo: the hero's slot asks for a phone's widths and a desktop's.
  const content = {
    home: {
      hero: {
        image: { illustration: "fencing/1", alt: "رسم", photo: "/photos/uploads/yard.webp", photoAlt: "الفناء" },
      },
    },
    services: {},
    projects: [],
    guides: [],
  } as unknown as Parameters<typeof photoEncodings>[0];
  const widths = (encodings: ReturnType<typeof photoEncodings>) =>
    [...encodings.get("/photos/uploads/yard.webp")!.values()].flatMap((set) => [...set]);
  const slotWidths = encodingGroups("homeHero").flatMap((group) => group.widths);

  test("every width the slot's sources offer, unless told otherwise", () => {
    vi.stubEnv("PHOTO_WIDEST", "");
    expect(new Set(widths(photoEncodings(content)))).toEqual(new Set(slotWidths));
  });

  test("the photo site's build (PHOTO_WIDEST) encodes none wider than a phone fetches", () => {
    const phone = Math.max(
      ...encodingGroups("homeHero")
        .filter((g) => g.media)
        .flatMap((g) => g.widths),
    );
    vi.stubEnv("PHOTO_WIDEST", `${phone}`);
    const encoded = widths(photoEncodings(content));
    expect(Math.max(...encoded)).toBe(phone);
    expect(new Set(encoded)).toEqual(new Set(slotWidths.filter((width) => width <= phone)));
  });
});
