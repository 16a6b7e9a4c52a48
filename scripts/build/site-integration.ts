// The site's hooks into Astro's build: the content, read and validated once when
// a build starts (invalid content stops it there, in the owner's words, before
// anything is written), reaches the pages as `virtual:site-content`; the layout's icons become one
// sprite file; `client:afterpaint` hydrates an island that is in view at load;
// after pre-rendering, inline scripts move into files (the CSP runs none), the
// SEO files are written from the rendered pages, and security.txt and the
// analytics' CSP origins from the same validated content. The pages are parsed
// once, here, and handed over to scripts/build.js's steps (parsed-pages.ts).
import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { cspOriginsFile } from "../../deploy/rules.js";
import { analyticsOrigins } from "../../src/lib/analytics.ts";
import { buildReport, buildReportPath, contentRefused, preflight } from "../../src/model/owner/production.ts";
import { navigation } from "../../src/model/views/navigation.ts";
import type { SiteContent } from "../../src/model/contract/validate.ts";
import { leadSettingsPath, type LeadSettings } from "../../worker/leads.ts";
import { securityTxt } from "./security-txt.ts";
import { siteContent } from "./content-plugin.ts";
import { iconSprite } from "./icon-sprite.ts";
import { moveInlineScripts } from "./inline-scripts.ts";
import { handOver, readParsedPages, writeParsedPages } from "./parsed-pages.ts";
import { writeSeoFiles } from "./seo.ts";

const afterPaintDirective = new URL("../../src/browser/after-paint.ts", import.meta.url);

/** `content` is the site-content plugin (its reader can be a test's). */
export function siteIntegration(content = siteContent()): AstroIntegration {
  return {
    name: "site",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, addClientDirective, logger }) => {
        updateConfig({ vite: { plugins: [content, iconSprite()] } });
        addClientDirective({ name: "afterpaint", entrypoint: fileURLToPath(afterPaintDirective) });
        // A build checks the content before anything is built: an owner's mistake is one message
        // naming the page and field, without a stack trace. `npm run dev` shows it in the page instead.
        if (command !== "build") return;
        const checked = preflight(process.env, content.api.load);
        if (checked.error !== undefined) throw contentRefused(checked.error);
        if (checked.warning) logger.warn(checked.warning);
      },
      "astro:build:done": async ({ dir }) => {
        const client = fileURLToPath(dir);
        await placeEnglishNotFound(client);
        const loaded = content.api.load();
        // What this build published, for the admin's publish status and the serving files' noindex.
        const report = buildReport(process.env, loaded);
        await writeFile(join(client, buildReportPath), JSON.stringify(report, null, 2) + "\n");
        const pages = await readParsedPages(client);
        await moveInlineScripts(client, pages);
        await writeSeoFiles(client, pages, { draft: report.mode === "draft" });
        // Written for a bare `astro build`; scripts/build.js's steps go on with the same parses.
        await writeParsedPages(client, pages);
        handOver(client, pages);
        await mkdir(join(client, ".well-known"), { recursive: true });
        const { site } = loaded.content;
        await writeFile(join(client, ".well-known", "security.txt"), securityTxt(site, new Date()));
        // The retention for the Worker (worker/leads.ts), the names for the owner's lead log (admin/leads/).
        await writeFile(join(client, leadSettingsPath), JSON.stringify(leadSettings(loaded.content)) + "\n");
        // Beside client/, for the serving files and npm start: the CSP widens for the chosen analytics only.
        await writeFile(join(client, "..", cspOriginsFile), JSON.stringify(analyticsOrigins(site.analytics)));
      },
    },
  };
}

/**
 * The English not-found page where the asset router looks for it: Cloudflare serves an unknown
 * address the 404.html of its nearest folder, so /en/404.html answers every unknown /en/… address.
 * Astro writes a page at /en/404 as en/404/index.html (only the root 404 gets a file of that name).
 */
export async function placeEnglishNotFound(client: string) {
  const folder = join(client, "en", "404");
  // No English site, no English not-found page (src/pages/en/404/[...notFound].astro).
  if (!existsSync(join(folder, "index.html"))) return;
  await rename(join(folder, "index.html"), join(client, "en", "404.html"));
  await rm(folder, { recursive: true });
}

/** The settings file's content, from the validated content. */
export function leadSettings(content: Parameters<typeof navigation>[0] & Pick<SiteContent, "site">): LeadSettings {
  const nav = navigation(content);
  const links = [...nav.header, ...nav.footer, nav.estimate, ...nav.legal];
  return {
    retentionMonths: content.site.leads.retentionMonths,
    services: Object.fromEntries(nav.services.map((link) => [link.slug, link.label])),
    pages: Object.fromEntries(links.map((link) => [link.path, link.label])),
  };
}
