import { describe, expect, test } from "vitest";
import { content } from "../support/content";
import { fetchText, routes } from "./support";

/** Every <img> tag of a built page, with its attributes. */
async function images(path: string) {
  const html = await fetchText(path);
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    ),
  );
}

describe.each([...routes, "/no-such-page"])("images on %s", (path) => {
  test("have a meaningful alt, an intrinsic width and height, and a same-origin source", async () => {
    const found = await images(path);
    // Every page shows illustrations; the not-found page has none (yet), so its loop checks nothing.
    if (path === "/no-such-page") expect(found).toEqual([]);
    else expect(found.length).toBeGreaterThan(0);
    for (const img of found) {
      expect(img.alt?.trim().length, img.src).toBeGreaterThan(5);
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
      expect(img.src, img.src).toMatch(/^\/assets\//);
    }
  });

  test("at most one is eager (the LCP image, high priority); all others are lazy and decode async", async () => {
    const all = await images(path);
    const eager = all.filter((img) => img.loading !== "lazy");
    expect(eager.length).toBeLessThanOrEqual(1);
    for (const img of eager) expect(img.fetchpriority).toBe("high");
    for (const img of all.filter((i) => i.loading === "lazy")) expect(img.decoding).toBe("async");
  });
});

// The projects list opens with a photo only once there is a project.
test.each(["/", "/fencing", ...(content.projects.length ? ["/projects"] : [])])(
  "%s puts its first image first and eager, with high priority",
  async (path) => {
    const [first] = await images(path);
    expect(first?.loading).toBe("eager");
    expect(first?.fetchpriority).toBe("high");
  },
);
