import type { Plugin } from "vite";
import { uploadFileName } from "../../app/content/schema.ts";
import { collectImages } from "../../app/content/validate.ts";
import { contentPaths, loadContent } from "../../app/content/load.server.ts";

const id = "virtual:site-content";
const resolvedId = `\0${id}`;

/** The widths owner photos are encoded at, in AVIF and WebP (JPEG as the fallback `src`). */
const photoQuery = "w=320;480;800;1200;1600&format=avif;webp;jpeg&as=picture";

/**
 * Reads content/ once per build, validates it with the zod schemas, and hands
 * it to the route loaders as `virtual:site-content`: the parsed records, plus
 * an import for each image they use (owner photos through vite-imagetools,
 * illustrations as files). Only `.server` modules import it, so no YAML, zod
 * or content-reading code reaches the browser. Invalid content fails the
 * build here, before anything is written.
 */
export function siteContent(root = process.cwd()): Plugin {
  let loaded: ReturnType<typeof loadContent> | undefined;
  let reported = false;
  let command: "build" | "serve" = "serve";
  const load = () => (loaded ??= loadContent(root));

  return {
    name: "site-content",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      const { examples } = load();
      // Once per build; the dev server and unit tests only need the content.
      if (reported || command !== "build" || !examples.length) return;
      reported = true;
      if (process.env.SITE_ENV === "production")
        throw new Error(
          `The production build refuses example values. Replace each of these (README → Going live):\n${examples.map((e) => `  - ${e}`).join("\n")}`,
        );
      this.warn(
        `Example values still in use; the production build refuses them (README → Going live):\n${examples.map((e) => `  - ${e}`).join("\n")}`,
      );
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(moduleId) {
      if (moduleId !== resolvedId) return;
      const { content, paths } = load();
      const refs = new Set(
        [content.home, ...Object.values(content.services), ...content.projects].flatMap((record) =>
          collectImages(record).map((image) => image.ref),
        ),
      );
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
      return `${imports.join("\n")}\nexport const content = ${JSON.stringify(content)};\nexport const images = {\n${entries.join(",\n")}\n};\n`;
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
