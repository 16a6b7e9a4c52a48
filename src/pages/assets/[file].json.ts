// Each service page's estimator data at /assets/estimator-<hash>.json, written at build time (src/pages/_estimator-file.ts).
import type { APIContext } from "astro";
import { content } from "~/model/views/site-data";
import { estimatorFiles } from "../_estimator-file";

export const getStaticPaths = () =>
  [...estimatorFiles(content)].map(([path, json]) => ({
    params: { file: path.slice("/assets/".length, -".json".length) },
    props: { json },
  }));

export function GET({ props }: APIContext<{ json: string }>) {
  return new Response(props.json, { headers: { "Content-Type": "application/json" } });
}
