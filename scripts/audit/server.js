// The built site served exactly as `npm start` serves it (scripts/serve.js), on an ephemeral port.
import { createSiteServer } from "../serve.js";

export async function startServer() {
  const server = createSiteServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  server.baseUrl = `http://127.0.0.1:${server.address().port}`;
  return server;
}
