// Build-time files for search engines and browsers, written into build/client
// after pre-rendering: social images, favicons, web manifest, sitemap and
// robots.txt. It also checks the built pages' titles and descriptions, so a
// page without one, or two pages sharing one, fails the build.
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { prerenderPaths } from "../../app/content/routes";
import { services } from "../../app/content/services";
import { site } from "../../app/content/site";
import {
  headProblems,
  icoFromPngs,
  ogImage,
  rasterIcons,
  readHead,
  robotsTxt,
  seoPaths,
  sitemapXml,
  urlFor,
  webManifest,
} from "../../app/lib/seo-files";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ogSources = join(root, "app/assets/illustrations/og");

/** Built HTML file of a pre-rendered path, relative to the client folder. */
const htmlFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

async function write(clientDir: string, path: string, data: string | Uint8Array) {
  const file = join(clientDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

export async function writeSeoFiles(clientDir: string) {
  // Loaded here, not at the top: typegen and the dev server also load the config.
  const { default: sharp } = await import("sharp");
  // The same origin meta.ts uses (SITE_URL is validated in prerender()).
  const origin = process.env.SITE_URL || site.url;

  // Social images: one 1200×630 PNG per page from its SVG (no text, so no fonts needed).
  const slugs = ["home", ...services.map((service) => service.slug)];
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

  await write(clientDir, seoPaths.sitemap, sitemapXml(origin, prerenderPaths));
  await write(clientDir, seoPaths.robots, robotsTxt(origin));
  await write(
    clientDir,
    seoPaths.manifest,
    JSON.stringify(webManifest({ name: site.name, description: site.tagline }), null, 2) + "\n",
  );

  // Check what was actually rendered, the 404 page included.
  const pages = await Promise.all(
    [...prerenderPaths.map(htmlFile), "404.html"].map(async (file) => ({
      file: `build/client/${file}`,
      head: readHead(await readFile(join(clientDir, file), "utf8")),
    })),
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
        "Every page needs its own title and meta description; set them in its content file or route meta.",
    );
  }
  console.log(`SEO files written for ${prerenderPaths.length} pages: ${urlFor(origin, "/")}`);
}

const isFile = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
