import type { Plugin } from "vite";
import { uiIconSprite } from "../../src/lib/icon-sprite.tsx";

const id = "virtual:icon-sprite";
const devPath = "/@icon-sprite.svg";

/**
 * The layout's icons as one cached, hashed file, `assets/icons-<hash>.svg`:
 * `virtual:icon-sprite` exports its URL, and `<Icon>` points `<use>` at a
 * symbol in it, so no page carries the icons in its HTML or its data.
 */
export function iconSprite(): Plugin {
  let sprite: string | undefined;
  const source = () => (sprite ??= uiIconSprite());
  let serving = false;
  return {
    name: "icon-sprite",
    configResolved(config) {
      serving = config.command === "serve";
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(source());
      });
    },
    resolveId(source) {
      if (source === id) return `\0${id}`;
    },
    load(loaded) {
      if (loaded !== `\0${id}`) return;
      if (serving) return `export default ${JSON.stringify(devPath)};`;
      const reference = this.emitFile({ type: "asset", name: "icons.svg", source: source() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
