// node:sqlite (unflagged in the project's Node 24), which @types/node 20 does not describe: the part
// scripts/wrangler-dev.js uses to read and write a test server's local D1.
declare module "node:sqlite" {
  export class DatabaseSync {
    constructor(path: string, options?: { timeout?: number });
    prepare(sql: string): { all(): Record<string, unknown>[] };
    close(): void;
  }
}
