import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { readdirSync } from "node:fs";
import { projectPath, projectsByServicePath, projectsPath, servicePaths, serviceSlugs } from "./app/content/routes";
import { deferHydration } from "./scripts/build/defer-hydration";
import { writeSeoFiles } from "./scripts/build/seo";
import { writeServingFiles } from "./scripts/build/serving";

export default {
  // No server at runtime: every route is pre-rendered to static HTML and hydrated.
  ssr: false,
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    // Left off: in 7.18.4 it makes pre-rendering see "/canopies" as
    // "/canopies/", so active links differ between the HTML and hydration.
    v8_trailingSlashAwareDataRequests: false,
  },
  // Content was read and validated by the site-content plugin (vite.config.ts)
  // before this runs; here only the project files' names are needed.
  prerender() {
    const projects = readdirSync(join(process.env.CONTENT_DIR || "content", "projects"))
      .filter((file) => file.endsWith(".yml"))
      .map((file) => projectPath(file.slice(0, -".yml".length)));
    // "/404" renders through the splat route; buildEnd turns it into 404.html.
    return ["/", ...servicePaths, projectsPath, ...serviceSlugs.map(projectsByServicePath), ...projects, "/404"];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    await rename(join(client, "404", "index.html"), join(client, "404.html"));
    await rm(join(client, "404"), { recursive: true, force: true });
    // Every route is pre-rendered, so the SPA fallback would only hide real 404s.
    await rm(join(client, "__spa-fallback.html"), { force: true });
    await deferHydration(client);
    // Sitemap, robots.txt, manifest, icons and social images; checks every page's title and description.
    await writeSeoFiles(client);
    // Last, so every file above is precompressed: _headers, _redirects, nginx includes, CSP hashes.
    await writeServingFiles(client);
  },
} satisfies Config;
