// The binding types that the generated worker-configuration.d.ts names. D1's comes from Cloudflare's
// own package, imported as a module rather than in its global form: the project type-checks every file
// against the DOM's globals, which the Workers runtime's would clash with. For the same reason the
// asset binding is typed by the one method the Worker calls, with the DOM's Request and Response.
type D1Database = import("@cloudflare/workers-types/index.ts").D1Database;
type Fetcher = { fetch(request: Request | string): Promise<Response> };
