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
  readHead,
  robotsTxt,
  seoPaths,
  sitemapXml,
  urlFor,
  webManifest,
} from "../../src/lib/seo-files.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ogSources = join(root, "src/assets/illustrations/og");

/** The pre-rendered pages, as files relative to the client folder (the admin is not a page of the site). */
async function pageFiles(clientDir: string) {
  const files = await readdir(clientDir, { recursive: true });
  return files
    .filter((file) => file === "index.html" || (file.endsWith("/index.html") && !file.startsWith("admin/")))
    .sort((a, b) => Number(b === "index.html") - Number(a === "index.html") || a.localeCompare(b));
}

async function write(clientDir: string, path: string, data: string | Uint8Array) {
  const file = join(clientDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** `draft`: a production build with example values left, which no search engine may index (no sitemap). */
export async function writeSeoFiles(clientDir: string, { draft = false } = {}) {
  // Check what was actually rendered, the not-found pages included (the English one while there is English).
  const notFound = ["404.html", ...((await isFile(join(clientDir, "en/404.html"))) ? ["en/404.html"] : [])];
  const pages = await Promise.all(
    [...(await pageFiles(clientDir)), ...notFound].map(async (file) => ({
      file: `build/client/${file}`,
      path: file === "index.html" ? "/" : `/${file.slice(0, -"/index.html".length)}`,
      head: readHead(await readFile(join(clientDir, file), "utf8")),
    })),
  );
  const home = pages.find((page) => page.path === "/")!.head;
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
  const indexed = pages
    .filter((page) => page.head.canonical.length && !page.head.noindex)
    .map((page) => ({ path: page.path, alternates: page.head.alternates }));
  if (!draft) await write(clientDir, seoPaths.sitemap, sitemapXml(origin, indexed));
  await write(clientDir, seoPaths.robots, robotsTxt(origin, { draft }));
  await write(
    clientDir,
    seoPaths.manifest,
    JSON.stringify(webManifest({ name: home.siteName[0]!, description: home.description[0]! }), null, 2) + "\n",
  );

  const warnings = headWarnings(pages);
  if (warnings.length)
    console.warn(
      "عناوين أو أوصاف في نتائج البحث تستحق المراجعة (لا تمنع النشر) / Search titles or descriptions worth a look:\n" +
        warnings.map((w) => `  - ${w}`).join("\n"),
    );
  const problems = headProblems(pages);
  for (const { file, head } of pages) {
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
