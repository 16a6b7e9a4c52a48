// Loaded with `node --import` into every Node process of Cloudflare's local
// runtime (wrangler, miniflare): logs each TCP connection to a host
// other than this machine, which tests/deploy/cloudflare.test.ts then refuses.
// Telemetry, update checks and the Request.cf download all connect this way.
// workerd, the runtime itself, is native code and out of its reach; it serves
// the local folder only.
import { writeSync } from "node:fs";
import net from "node:net";

export const marker = "[no-network]";
const loopback = /^(localhost|127(?:\.\d+){3}|::1|\[::1\]|::ffff:127(?:\.\d+){3})$/i;

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  // net.connect() passes its normalised arguments as one array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === "object" && first ? first : { port: first, host: args[1] };
  if (!options.path) {
    const host = String(options.host ?? "localhost");
    if (!loopback.test(host)) writeSync(2, `${marker} outbound connection to ${host}:${options.port}\n`);
  }
  return connect.apply(this, args);
};
writeSync(2, `${marker} watching process ${process.pid}\n`);
