// @ts-check
// The built site served as Cloudflare serves it: `wrangler dev` (workerd) with
// the project's wrangler.jsonc, on 127.0.0.1 only and offline (no telemetry,
// error reports or Request.cf download). `npm start`, `npm run admin`, the
// tests and the audit all serve through startSite(); run directly, it serves on
// PORT (default 4173) until stopped.
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { parseEnv, promisify } from "node:util";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const wranglerCli = join(root, "node_modules/wrangler/bin/wrangler.js");

/**
 * A port free at this moment, drawn below Linux's ephemeral range (32768 and up): a port the OS hands out for
 * "any port" (workerd's own sockets, in another server starting beside this one) could be taken in the seconds
 * before wrangler binds it.
 */
export async function freePort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const free = await new Promise((done) => {
      server.once("error", () => done(false));
      server.listen(port, "127.0.0.1", () => done(true));
    });
    if (free) {
      await new Promise((done) => server.close(() => done(undefined)));
      return port;
    }
  }
}

/**
 * The project's wrangler.jsonc for a copy elsewhere: its paths are relative to the file, so they
 * become absolute, the assets folder `assetsDir` when given.
 * @param {string} text
 * @param {string} [assetsDir]
 */
function absolutePaths(text, assetsDir) {
  return text
    .replace('"build/client"', JSON.stringify(resolve(assetsDir ?? join(root, "build/client"))))
    .replace('"worker/index.ts"', JSON.stringify(join(root, "worker/index.ts")))
    .replace('"migrations_dir": "migrations"', `"migrations_dir": ${JSON.stringify(join(root, "migrations"))}`)
    .replace(
      '"node_modules/wrangler/config-schema.json"',
      JSON.stringify(join(root, "node_modules/wrangler/config-schema.json")),
    );
}

/** Whether any process of the group led by `pid` is still running. */
export function groupAlive(/** @type {number} */ pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a migrated local D1 depends on: wrangler's version, the configuration that names the database, and each
 * migration's name and text. A change to any of them is a new key, and so a new folder.
 * @param {string} configFile
 * @param {string} [migrations] the migrations folder
 */
export function migrationsKey(configFile, migrations = join(root, "migrations")) {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(root, "node_modules/wrangler/package.json")));
  hash.update(readFileSync(configFile));
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(join(migrations, file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * A state folder whose local D1 has every migration applied, made once for these migrations, this configuration
 * and this wrangler, and copied into each server's state: `wrangler d1 migrations apply` starts a workerd of its
 * own, about 5 s of CPU, which every server started (six in `npm test`) paid again for the same few tables.
 * @param {string} configFile the configuration as written, which names the database
 * @param {string} config the copy wrangler reads, its paths absolute
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [logFile]
 */
async function migratedState(configFile, config, env, logFile) {
  const done = join(root, "node_modules/.cache/d1-migrated", migrationsKey(configFile));
  if (existsSync(done)) return done;
  // Applied in a folder of its own, then renamed into place: servers starting at once each apply, one keeps its own.
  mkdirSync(dirname(done), { recursive: true });
  const applying = mkdtempSync(`${done}-`);
  try {
    const args = ["d1", "migrations", "apply", "DB", "--local", "--config", config, "--persist-to", applying];
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [wranglerCli, ...args], { cwd: root, env });
    if (logFile) appendFileSync(logFile, stdout + stderr);
    renameSync(applying, done);
  } catch (error) {
    rmSync(applying, { recursive: true, force: true });
    if (existsSync(done)) return done;
    throw new Error(
      `wrangler d1 migrations apply failed:\n${/** @type {{ stderr?: string }} */ (error).stderr ?? error}`,
    );
  }
  return done;
}

/**
 * Starts `wrangler dev` in a process group of its own (wrangler starts workerd,
 * and a signal to wrangler alone can leave it running) and resolves once the
 * site answers.
 * @param {object} [options]
 * @param {number} [options.port] 0 or absent: a free one
 * @param {Record<string, string>} [options.settings] the Worker's settings that differ from a fresh
 *   deploy's, e.g. stand-in GitHub origins (ignored with localSettings)
 * @param {boolean} [options.localSettings] read the developer's .dev.vars and environment, as
 *   `npm start` and `npm run admin` do; without it the site gets a fresh deploy's settings and nothing else
 * @param {string} [options.logFile] wrangler's output; absent: this process's stdout and stderr
 * @param {string} [options.nodeOptions] NODE_OPTIONS for wrangler's Node process
 * @param {string} [options.assetsDir] another build folder than build/client, e.g. a test's
 * @param {string} [options.configFile] the wrangler configuration to serve; a test's copy of the project's
 * @param {boolean} [options.testScheduled] answer /__scheduled by running the Worker's cron handler (tests)
 * @param {string} [options.stateDir] the folder for its state (.wrangler/, the local D1), deleted on stop; absent: a new
 *   temporary one. The browser tests name their server's, so that a test reads the D1 it writes to (readD1).
 */
export async function startSite({
  port = 0,
  settings = {},
  localSettings = false,
  logFile,
  nodeOptions,
  assetsDir,
  configFile = join(root, "wrangler.jsonc"),
  testScheduled,
  stateDir,
} = {}) {
  port ||= await freePort();
  // Its state (.wrangler/) goes to a folder of its own, so several can run at once.
  const state = stateDir ?? mkdtempSync(join(tmpdir(), "riyadh-site-wrangler-"));
  mkdirSync(state, { recursive: true });
  let config = configFile;
  let environment = { ...process.env };
  if (!localSettings) {
    // The tests and the audit give the same answer on every machine: wrangler reads .dev.vars and .env
    // beside its configuration, so it gets a copy in a folder of its own with exactly these settings:
    // wrangler.jsonc's vars, the secrets as a fresh deploy has them (.dev.vars.example) and `settings`.
    // Nothing comes from the environment either (CLOUDFLARE_INCLUDE_PROCESS_ENV, CLOUDFLARE_ENV…).
    config = join(state, "wrangler.jsonc");
    writeFileSync(config, absolutePaths(readFileSync(configFile, "utf8"), assetsDir));
    const all = { ...parseEnv(readFileSync(join(root, ".dev.vars.example"), "utf8")), ...settings };
    writeFileSync(
      join(state, ".dev.vars"),
      Object.entries(all)
        .map(([k, v]) => `${k}=${JSON.stringify(v)}\n`)
        .join(""),
    );
    environment = Object.fromEntries(
      Object.entries(environment).filter(([name]) => !/^(CLOUDFLARE_|WRANGLER_|CF_)/.test(name) && !(name in all)),
    );
  } else if (assetsDir) {
    config = join(state, "wrangler.jsonc");
    writeFileSync(config, absolutePaths(readFileSync(configFile, "utf8"), assetsDir));
  }
  const env = {
    ...environment,
    ...(nodeOptions ? { NODE_OPTIONS: [process.env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(" ") } : {}),
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_HIDE_BANNER: "true",
    NO_COLOR: "1",
  };
  // The lead log's local D1 (new in this state folder) gets the schema first, as a deploy applies it to the real
  // one (package.json → deploy), from a copy of one folder the migrations were applied to.
  try {
    cpSync(await migratedState(configFile, config, env, logFile), state, { recursive: true });
  } catch (error) {
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
  const args = [wranglerCli, "dev", "--config", config, "--ip", "127.0.0.1"];
  args.push("--port", String(port), "--persist-to", state, "--show-interactive-dev-session=false");
  // Each its own inspector port: the default 9229 collides when two run at once.
  args.push("--inspector-port", String(await freePort()));
  if (testScheduled) args.push("--test-scheduled");
  const output = logFile ? openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ["ignore", output, output],
    detached: true,
  });
  const pid = /** @type {number} */ (child.pid);
  const url = `http://127.0.0.1:${port}`;

  /** SIGTERM to the whole group, then SIGKILL after `grace` ms; resolves when none is left. */
  async function stop(grace = 5_000) {
    if (groupAlive(pid)) {
      process.kill(-pid, "SIGTERM");
      const deadline = Date.now() + grace;
      while (groupAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
      while (groupAlive(pid)) await new Promise((done) => setTimeout(done, 50));
    }
    rmSync(state, { recursive: true, force: true });
  }

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      // The log's end is the reason; a test's log is gone with its folder once the test has failed.
      const reason = logFile ? `:\n${readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-30).join("\n")}` : ".";
      throw new Error(`wrangler dev exited with code ${child.exitCode}${reason}`);
    }
    try {
      await fetch(`${url}/`, { redirect: "manual" });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`wrangler dev did not answer on ${url} within 60 s.`);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  /** Runs one SQL statement on this server's local D1 (readD1). */
  const d1 = (/** @type {string} */ sql) => readD1(state, sql);
  return { url, port, pid, child, stop, d1 };
}

/**
 * Runs one SQL statement on the local D1 (the lead log) of the server whose state is in `state`, and resolves to the
 * result rows. It opens the SQLite file workerd keeps it in (WAL mode: a second connection reads and writes beside the
 * server's), as `wrangler d1 execute --local` does from a workerd of its own, which took 3 to 5 s of CPU a statement
 * here and, on a busy machine, past a test's 60 s.
 * @param {string} state a server's state folder (startSite's `stateDir`)
 * @param {string} sql
 */
export async function readD1(state, sql) {
  const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No local D1 database in ${dir}.`);
  const { DatabaseSync } = await import("node:sqlite");
  const database = new DatabaseSync(join(dir, file), { timeout: 10_000 });
  try {
    return database.prepare(sql).all();
  } finally {
    database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--fresh-settings` (the browser tests' server): a fresh deploy's settings, whatever .dev.vars holds.
  const localSettings = !process.argv.includes("--fresh-settings");
  // SITE_STATE: the state folder the browser tests name (playwright.config.ts), to read the lead log's D1.
  const site = await startSite({
    port: Number(process.env.PORT || 4173),
    localSettings,
    stateDir: process.env.SITE_STATE,
  });
  console.log(`\n  Site ready: ${site.url}/  (Cloudflare's runtime, wrangler dev; Ctrl+C stops it)\n`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void site.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  process.on("SIGHUP", shutdown);
  site.child.on("exit", (code) => {
    if (!stopping) void site.stop().then(() => process.exit(code ?? 1));
  });
}
