// @ts-check
// The built site served exactly as `npm start` and Cloudflare serve it (wrangler dev), on a free port.
import { startSite } from "../wrangler-dev.js";

export async function startServer() {
  const site = await startSite({ logFile: "/dev/null" });
  return { baseUrl: site.url, close: () => site.stop() };
}
