// @ts-check
// The built site served exactly as `npm start` and Cloudflare serve it (wrangler dev), on a free port.
import { startSite } from "../wrangler-dev.js";

/** @param {string} [assetsDir] the built site, build/client unless another */
export async function startServer(assetsDir) {
  const site = await startSite({ logFile: "/dev/null", assetsDir });
  return { baseUrl: site.url, close: () => site.stop() };
}
