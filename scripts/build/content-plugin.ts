import type { Plugin } from "vite";
import { uploadFileName } from "../../src/model/schema.ts";
import { collectImages } from "../../src/model/validate.ts";
import { bodyImages } from "../../src/model/guide-body.ts";
import { contentPaths, loadContent } from "../../src/model/load.ts";
import { ownerItem } from "../../src/model/owner-messages.ts";
import { buildMode, exampleWarning, usableSiteUrl } from "../../src/model/production.ts";

const id = "virtual:site-content";
const resolvedId = `\0${id}`;

/** The widths owner photos are encoded at, in AVIF and WebP (JPEG as the fallback `src`). */
const photoQuery = "w=320;480;800;1200;1600&format=avif;webp;jpeg&as=picture";

/**
 * Reads content/ once per build, validates it with the zod schemas, and hands
 * it to the pages as `virtual:site-content`: the parsed records, plus an
 * import for each image they use (owner photos through vite-imagetools,
 * illustrations as files). Pages render at build time, so no YAML, zod or
 * content-reading code reaches the browser. Invalid content fails the build
 * here, before anything is written.
 */
export function siteContent(root = process.cwd()): Plugin & { api: { load: () => ReturnType<typeof loadContent> } } {
  let loaded: ReturnType<typeof loadContent> | undefined;
  let reported = false;
  let command: "build" | "serve" = "serve";
  const load = () => (loaded ??= loadContent(root, usableSiteUrl(process.env)));

  return {
    name: "site-content",
    // The integration writes security.txt from the same copy.
    api: { load },
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      const { examples } = load();
      // Once per build; the dev server and unit tests only need the content. scripts/build.js
      // has already checked the content (src/model/production.ts) and said so in one message
      // without a stack trace: only a bare `astro build` warns here.
      if (reported || command !== "build" || process.env.SITE_CONTENT_CHECKED === "1") return;
      reported = true;
      if (examples.length) this.warn(exampleWarning(examples, buildMode(process.env, examples)));
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(moduleId) {
      if (moduleId !== resolvedId) return;
      const { content, paths, examples } = load();
      // A draft production build: every page says so and lists what is still an example.
      const draft = buildMode(process.env, examples) === "draft" ? { examples: examples.map(ownerItem) } : null;
      const refs = new Set([
        ...[content.home, ...Object.values(content.services), ...content.projects].flatMap((record) =>
          collectImages(record).map((image) => image.ref),
        ),
        ...content.guides.flatMap((guide) => bodyImages(guide.body)),
      ]);
      const imports: string[] = [];
      const entries: string[] = [];
      [...refs].sort().forEach((ref, i) => {
        const upload = uploadFileName(ref);
        const file = upload
          ? `${paths.uploadsDir}/${upload}?${photoQuery}`
          : `${paths.illustrationsDir}/${ref}.svg?url`;
        imports.push(`import image${i} from ${JSON.stringify(file)};`);
        entries.push(`${JSON.stringify(ref)}: { ${upload ? "picture" : "url"}: image${i} }`);
      });
      return `${imports.join("\n")}\nexport const content = ${JSON.stringify(content)};\nexport const draft = ${JSON.stringify(draft)};\nexport const images = {\n${entries.join(",\n")}\n};\n`;
    },
    configureServer(server) {
      // `npm run dev`: an edit in content/ or a new upload shows on the next reload.
      const { contentDir, uploadsDir } = contentPaths(root);
      server.watcher.add([contentDir, uploadsDir]);
      server.watcher.on("all", (_event, path) => {
        if (!path.startsWith(contentDir) && !path.startsWith(uploadsDir)) return;
        loaded = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
