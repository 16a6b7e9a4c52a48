import type { Plugin } from "vite";
import { photoWidths } from "../../src/lib/photo-widths.ts";
import { uploadFileName } from "../../src/model/schema.ts";
import { collectImages } from "../../src/model/validate.ts";
import { bodyImages } from "../../src/model/guide-body.ts";
import { contentPaths, loadContent } from "../../src/model/load.ts";
import { ownerItem } from "../../src/model/owner-messages.ts";
import { publicContent } from "../../src/model/go-live.ts";
import { buildMode, usableSiteUrl, type LoadedContent } from "../../src/model/production.ts";

const id = "virtual:site-content";
const resolvedId = `\0${id}`;

/** The widths owner photos are encoded at, in AVIF and WebP (JPEG as the fallback `src`). */
const photoQuery = `w=${photoWidths.join(";")}&format=avif;webp;jpeg&as=picture`;

/**
 * Hands the content to the pages as `virtual:site-content`: the parsed records,
 * plus an import for each image they use (owner photos through vite-imagetools,
 * illustrations as files). Pages render at build time, so no YAML, zod or
 * content-reading code reaches the browser. The content is read and validated
 * once (`api.load`, cached): a build checks it first, through the site
 * integration, which stops on invalid content before anything is written;
 * `npm run dev` reads it again after an edit.
 */
export function siteContent(
  root = process.cwd(),
  read = () => loadContent(root, usableSiteUrl(process.env)),
): Plugin & { api: { load: () => LoadedContent } } {
  let loaded: LoadedContent | undefined;
  const load = () => (loaded ??= read());

  return {
    name: "site-content",
    // The integration checks the content and writes the build report and security.txt from the same copy.
    api: { load },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(moduleId) {
      if (moduleId !== resolvedId) return;
      const { paths, examples, review, leftOut, ...loaded } = load();
      const mode = buildMode(process.env, examples);
      // A draft production build: every page says so and lists what is still an example, what the
      // public site will leave out, and the «راجِع» values. The public site leaves the samples out.
      const draft =
        mode === "draft"
          ? { examples: examples.map(ownerItem), review: review.map(ownerItem), leftOut: leftOut.map(ownerItem) }
          : null;
      const content = mode === "public" ? publicContent(loaded.content) : loaded.content;
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
