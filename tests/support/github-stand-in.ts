// A stand-in for GitHub on 127.0.0.1: the OAuth authorize page (which approves at
// once), the token exchange, and the few API calls the Worker and the admin make.
// Nothing leaves the machine; GitHub's own sign-in page is not exercised.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((done) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk));
    request.on("end", () => done(body));
  });

/**
 * @param clientId, clientSecret the OAuth app the Worker must present
 * @param token the token it grants; `validTokens` are the ones its API accepts
 * @param pushAccess other tokens its API accepts for owner/site, each with whether it may push
 *   (the lead log's check, worker/leads.ts); absent, a signed request for the repository is 404
 */
export async function startGitHubStandIn({
  clientId,
  clientSecret,
  token,
  pushAccess = {},
}: {
  clientId: string;
  clientSecret: string;
  token: string;
  pushAccess?: Record<string, boolean>;
}) {
  const code = "stand-in-code";
  const seen = {
    authorize: [] as URL[],
    exchanges: [] as Record<string, string>[],
    /** The Authorization header of every API call from the admin (the browser). */
    apiAuthorizations: [] as string[],
  };
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, If-None-Match, X-GitHub-Api-Version",
    "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, "http://stand-in");
    const json = (status: number, data: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json", ...cors });
      response.end(JSON.stringify(data));
    };
    if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
    if (url.pathname === "/login/oauth/authorize") {
      seen.authorize.push(url);
      // The owner approves: back to the app's callback with a code and the state it sent.
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      return response.writeHead(302, { Location: back.href }).end();
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const body = JSON.parse((await readBody(request)) || "{}");
      seen.exchanges.push(body);
      const valid = body.client_id === clientId && body.client_secret === clientSecret && body.code === code;
      // GitHub's answers (200 with an error code): a wrong secret, or a code it did not give.
      const refusal =
        body.client_id !== clientId || body.client_secret !== clientSecret
          ? {
              error: "incorrect_client_credentials",
              error_description: "The client_id and/or client_secret passed are incorrect.",
            }
          : { error: "bad_verification_code" };
      return json(200, valid ? { access_token: token, token_type: "bearer", scope: "public_repo" } : refusal);
    }
    if (url.pathname.startsWith("/api/")) {
      const authorization = request.headers.authorization ?? "";
      // The Worker's unsigned question: is the repository public?
      if (url.pathname === "/api/repos/owner/site" && !authorization) return json(200, { private: false });
      seen.apiAuthorizations.push(authorization);
      const pushToken = Object.keys(pushAccess).find((known) => authorization === `Bearer ${known}`);
      if (url.pathname === "/api/repos/owner/site" && pushToken)
        return json(200, { private: false, permissions: { admin: false, push: pushAccess[pushToken], pull: true } });
      if (!authorization.endsWith(` ${token}`)) return json(401, { message: "Bad credentials" });
      if (url.pathname === "/api/user")
        return json(200, { id: 1, login: "owner", name: "صاحب الموقع", email: null, avatar_url: "" });
      // Past the user, the repository's contents: not part of signing in.
      return json(404, { message: "Not Found" });
    }
    json(404, { message: "Not Found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiRoot: `${origin}/api`,
    seen,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
