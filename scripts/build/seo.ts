// Build-time files for search engines and browsers, written into build/client
// after pre-rendering: social images, favicons, web manifest, sitemap and
// robots.txt. Everything is read from the pages as they were rendered (their
// canonical URLs, titles and robots tags), so the sitemap can never list a page
// that does not exist. It also checks the built pages' titles and
// descriptions, so a page without one, or two pages sharing one, fails the build.
import { access, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  headProblems,
  headWarnings,
  icoFromPngs,
  ogImage,
  rasterIcons,
  robotsTxt,
  seoPaths,
  sitemapXml,
  urlFor,
  webManifest,
  type PageHead,
} from "../../src/lib/seo-files.ts";
import { attribute, textContent, type ParsedPage } from "./parsed-pages.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ogSources = join(root, "src/assets/illustrations/og");

/** The pre-rendered pages, the home page first, then the not-found pages (the English one while there is English). */
function pagesInOrder(pages: readonly ParsedPage[]) {
  const routed = pages
    .filter(({ file }) => file === "index.html" || file.endsWith("/index.html"))
    .sort((a, b) => Number(b.file === "index.html") - Number(a.file === "index.html") || a.file.localeCompare(b.file));
  const notFound = ["404.html", "en/404.html"].flatMap((file) => pages.filter((page) => page.file === file));
  return [...routed, ...notFound];
}

/** The title, description, og:image, canonical and hreflang links of a built page's <head>, decoded. */
export function headOf(page: ParsedPage): PageHead {
  const [head] = page.all("head");
  const inHead = head ? page.within(head) : [];
  const content = (key: string, value: string) =>
    inHead
      .filter((meta) => meta.tagName === "meta" && attribute(meta, key) === value)
      .map((meta) => (attribute(meta, "content") ?? "").trim());
  const links = inHead.filter((link) => link.tagName === "link");
  return {
    // The head's own: an inline SVG in the body may have a title too.
    title: inHead.filter((title) => title.tagName === "title").map((title) => textContent(title).trim()),
    description: content("name", "description"),
    ogImage: content("property", "og:image"),
    siteName: content("property", "og:site_name"),
    canonical: links
      .filter((link) => attribute(link, "rel") === "canonical")
      .map((link) => attribute(link, "href") ?? ""),
    noindex: content("name", "robots").some((value) => value.includes("noindex")),
    alternates: links
      .filter((link) => attribute(link, "hreflang") !== undefined)
      .map((link) => ({ hreflang: attribute(link, "hreflang")!, href: attribute(link, "href") ?? "" })),
  };
}

async function write(clientDir: string, path: string, data: string | Uint8Array) {
  const file = join(clientDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/**
 * `pages`: the build's pages, parsed (parsed-pages.ts). `draft`: a production build with example values left,
 * which no search engine may index (no sitemap).
 */
export async function writeSeoFiles(clientDir: string, pages: readonly ParsedPage[], { draft = false } = {}) {
  // Check what was actually rendered, the not-found pages included.
  const heads = pagesInOrder(pages).map((page) => ({
    file: `build/client/${page.file}`,
    path: page.file === "index.html" ? "/" : `/${page.file.slice(0, -"/index.html".length)}`,
    head: headOf(page),
  }));
  const home = heads.find((page) => page.path === "/")!.head;
  const origin = home.canonical[0]!.replace(/\/$/, "");

  // Social images: one 1200×630 PNG per SVG in the og folder (no text, so no fonts needed).
  const slugs = (await readdir(ogSources)).filter((file) => file.endsWith(".svg")).map((file) => file.slice(0, -4));
  await Promise.all(
    slugs.map(async (slug) => {
      const png = await sharp(join(ogSources, `${slug}.svg`))
        .resize(ogImage.width, ogImage.height)
        .png({ compressionLevel: 9 })
        .toBuffer();
      await write(clientDir, ogImage.path(slug), png);
    }),
  );

  // Favicons from the one SVG that public/ ships.
  const svg = await readFile(join(clientDir, seoPaths.faviconSvg));
  const { width: svgWidth = 40 } = await sharp(svg).metadata();
  await Promise.all(
    rasterIcons.map(async (icon) => {
      // Rasterise at twice the target size, then scale down, for clean edges.
      let image = sharp(svg, { density: (72 * 2 * icon.size) / svgWidth }).resize(icon.size, icon.size);
      if ("background" in icon) image = image.flatten({ background: icon.background });
      const png = await image.png({ compressionLevel: 9 }).toBuffer();
      await write(clientDir, icon.path, icon.path.endsWith(".ico") ? icoFromPngs([{ size: icon.size, png }]) : png);
    }),
  );

  // Indexable pages: those with a canonical URL and no noindex.
  const indexed = heads
    .filter((page) => page.head.canonical.length && !page.head.noindex)
    .map((page) => ({ path: page.path, alternates: page.head.alternates }));
  if (!draft) await write(clientDir, seoPaths.sitemap, sitemapXml(origin, indexed));
  await write(clientDir, seoPaths.robots, robotsTxt(origin, { draft }));
  await write(
    clientDir,
    seoPaths.manifest,
    JSON.stringify(webManifest({ name: home.siteName[0]!, description: home.description[0]! }), null, 2) + "\n",
  );

  const warnings = headWarnings(heads);
  if (warnings.length)
    console.warn(
      "عناوين أو أوصاف في نتائج البحث تستحق المراجعة (لا تمنع النشر) / Search titles or descriptions worth a look:\n" +
        warnings.map((w) => `  - ${w}`).join("\n"),
    );
  const problems = headProblems(heads);
  for (const { file, head } of heads) {
    for (const image of head.ogImage) {
      const path = image.startsWith(`${origin}/`) ? image.slice(origin.length) : undefined;
      if (!path || !(await isFile(join(clientDir, path))))
        problems.push(`${file}: og:image ${image} is not a file of this build`);
    }
  }
  if (problems.length) {
    throw new Error(
      `Search metadata check failed (scripts/build/seo.ts):\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
        "Every page needs its own title and meta description; set them in its content file .",
    );
  }
  console.log(
    draft
      ? `Draft: robots.txt disallows every page and there is no sitemap (${urlFor(origin, "/")})`
      : `SEO files written for ${indexed.length} pages: ${urlFor(origin, "/")}`,
  );
}

const isFile = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
