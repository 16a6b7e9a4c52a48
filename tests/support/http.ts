import { request, type IncomingHttpHeaders } from "node:http";

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP request with the path sent exactly as given (fetch would normalise
 * "/%2e%2e/" away) and the body left as the server encoded it.
 */
export function rawRequest(
  base: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolvePromise, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
