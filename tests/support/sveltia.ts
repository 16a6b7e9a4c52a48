import { readFileSync } from "node:fs";
import { readSources } from "../../src/model/contract/load.ts";
import { serviceNames } from "../../src/model/contract/service-names.ts";
import { createRequire } from "node:module";
import { join } from "node:path";
import Ajv from "ajv";
import { contentCatalog } from "../../src/model/contract/catalog.ts";
import { adminConfigYaml } from "../../scripts/build/admin-config.ts";

// What the admin tests (scripts/build/admin-*.test.ts) check the generated config.yml against. The unit tests share
// one module graph, so Sveltia's schema is compiled, and each whole configuration written, once per run: both are
// seconds of a run (a configuration is some 300 kB of YAML).

/** The installed @sveltia/cms: its JSON Schema (draft-07) and locales sit beside its npm/index.js, unexported. */
export const sveltiaDir = join(createRequire(import.meta.url).resolve("@sveltia/cms"), "../..");

/** Sveltia's own JSON Schema for its configuration, compiled. */
export const validateSveltiaConfig = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(
  JSON.parse(readFileSync(join(sveltiaDir, "schema/sveltia-cms.json"), "utf8")),
);

const written = new Map<string, string>();

/** The config.yml the build writes for the site's content catalog with these variables (a string: parse your own copy). */
export function siteConfigYaml(env: Record<string, string>) {
  const key = JSON.stringify(env);
  let text = written.get(key);
  if (text === undefined)
    written.set(
      key,
      (text = adminConfigYaml(contentCatalog, env, serviceNames(readSources(process.cwd(), "").services))),
    );
  return text;
}
