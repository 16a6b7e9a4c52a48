// @ts-check
import { createHash } from "node:crypto";

/**
 * A built asset's file name with its 8-character content hash (Vite's, before a
 * step rewrote the file) replaced by the hash of `content`, so a browser that
 * cached the old file under `immutable` fetches the new one.
 * @param {string} name e.g. "page.CWl6jmYC.css"
 * @param {string | Uint8Array} content
 */
export function rehashedName(name, content) {
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 8);
  const next = name.replace(/\.[\w-]{8}(\.\w+)$/, `.${hash}$1`);
  if (next === name) throw new Error(`Unexpected asset file name ${name}: no content hash to replace`);
  return next;
}
