// @ts-check
// `PORT=N npm run serve:nginx`: runs nginx in the foreground with deploy/nginx.conf
// against the current build on 127.0.0.1:N, so the production config is what gets
// checked. Installs nginx (and its brotli module) through apt when missing, and
// stops cleanly on SIGTERM or SIGINT.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { aptHas, ensurePackage } from "./apt.js";

const root = resolve(import.meta.dirname, "..");
export const buildDir = join(root, "build");
export const siteConf = join(root, "deploy/nginx.conf");
/** Where deploy/nginx.conf expects the build on a server; replaced by the local build here. */
const deployedBuild = "/srv/riyadh-site/build";
const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const temporaryDirs = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/** Installs Debian's nginx, and its brotli_static module where the distribution has one. */
export function ensureNginx() {
  ensurePackage(nginxBinary, "nginx");
  // Without the module in apt, nginx serves gzip only (prepareNginx says so).
  const brotliPackage = "libnginx-mod-http-brotli-static";
  if (!existsSync(brotliModule) && aptHas(brotliPackage)) ensurePackage(brotliModule, brotliPackage);
}

/**
 * deploy/nginx.conf pointed at the local build and port. Fails loudly if the file
 * no longer has the lines this relies on, rather than serving something else.
 * @param {{ port: number, host: string, brotli: boolean }} options
 */
function localSiteConf({ port, host, brotli }) {
  const original = readFileSync(siteConf, "utf8");
  if (!original.includes(deployedBuild) || !/^\s*listen 80;$/m.test(original)) {
    throw new Error(`${siteConf} must use ${deployedBuild} and "listen 80;" for serve:nginx to adapt it.`);
  }
  let conf = original
    .replaceAll(deployedBuild, buildDir)
    .replace(/^(\s*)listen 80;$/m, `$1listen ${host}:${port};`)
    .replace(/^\s*listen \[::\]:80;\n/m, "");
  if (!brotli) conf = conf.replace(/^\s*brotli_static on;\n/m, "");
  return conf;
}

/**
 * Writes a temporary prefix with a main config around deploy/nginx.conf.
 * @param {{ port: number, host?: string }} options
 */
export function prepareNginx({ port, host = "127.0.0.1" }) {
  if (!existsSync(join(buildDir, "client/index.html")) || !existsSync(join(buildDir, "nginx/maps.conf"))) {
    throw new Error(`No complete build in ${buildDir}. Run "npm run build" first.`);
  }
  const brotli = existsSync(brotliModule);
  const prefix = mkdtempSync(join(tmpdir(), "riyadh-site-nginx-"));
  // Debian's defaults live under /var/lib/nginx; keep everything in the prefix.
  for (const dir of temporaryDirs) mkdirSync(join(prefix, dir));
  writeFileSync(join(prefix, "site.conf"), localSiteConf({ port, host, brotli }));
  const main = [
    ...(brotli ? [`load_module ${brotliModule};`] : []),
    // As root, nginx would switch workers to www-data, which may not be able to read a
    // checkout under /root. This is a local server on a loopback address.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${join(prefix, "nginx.pid")};`,
    "error_log stderr warn;",
    "events {",
    "    worker_connections 256;",
    "}",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    sendfile on;",
    process.env.NGINX_ACCESS_LOG ? "    access_log /dev/stdout;" : "    access_log off;",
    ...temporaryDirs.map((dir) => `    ${dir}_temp_path ${join(prefix, dir)};`),
    `    include ${join(prefix, "site.conf")};`,
    "}",
  ];
  const conf = join(prefix, "nginx.conf");
  writeFileSync(conf, main.join("\n") + "\n");
  return { prefix, conf, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? "127.0.0.1";
  ensureNginx();
  const { prefix, conf, brotli } = prepareNginx({ port, host });
  if (!brotli) console.warn("The brotli_static module is not available: serving gzip only.");
  const nginx = spawn(nginxBinary, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  // nginx's master finishes in-flight requests and stops its workers on SIGQUIT.
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.on(signal, () => nginx.kill("SIGQUIT"));
  }
  // Announce the URL once nginx accepts connections, not merely once it started.
  const announce = () => {
    const socket = connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      console.log(`\n  nginx (deploy/nginx.conf) ready at http://${host}:${port}/\n`);
    });
    socket.once("error", () => nginx.exitCode === null && setTimeout(announce, 50));
  };
  nginx.once("spawn", announce);
  nginx.on("error", (error) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  });
  nginx.on("exit", (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
