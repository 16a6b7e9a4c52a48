import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import type { BrowserContext } from "@playwright/test";

// A stand-in for the folder picker of Sveltia's "Work with Local Repository".
//
// Local mode runs on the File System Access API: window.showDirectoryPicker()
// hands Sveltia a directory handle, and it reads and writes the project through
// it. Headless Chromium cannot show that picker (it rejects at once with an
// AbortError), so the real picker and the browser's own file handles are NOT
// exercised here. Instead, showDirectoryPicker() returns handles with the same
// methods, backed by Node's fs on a folder of the test's choosing. Everything
// Sveltia does with them (scan, read, save through a temporary file and move,
// upload, delete) happens on real files that the test then reads and builds.
//
// The handles keep only plain own properties (kind, name, path) with their
// methods on the prototype, because Sveltia stores the root handle in IndexedDB.

type FsCall =
  | ["list", string]
  | ["kind", string]
  | ["read", string]
  | ["write", string, string]
  | ["mkdir", string]
  | ["move", string, string]
  | ["remove", string, boolean];

/** Serves the page's file operations from `root`, refusing any path outside it. */
async function fsCall(root: string, [op, path, arg]: FsCall) {
  const at = resolve(root, path);
  if (relative(root, at).startsWith("..")) throw new Error(`outside the folder: ${path}`);
  switch (op) {
    case "list":
      return (await readdir(at, { withFileTypes: true })).map((e) => ({
        name: e.name,
        kind: e.isDirectory() ? "directory" : "file",
      }));
    case "kind":
      return stat(at).then(
        (s) => (s.isDirectory() ? "directory" : "file"),
        () => null,
      );
    case "read": {
      const [bytes, info] = await Promise.all([readFile(at), stat(at)]);
      return { base64: bytes.toString("base64"), lastModified: Math.floor(info.mtimeMs) };
    }
    case "write":
      await writeFile(at, Buffer.from(arg as string, "base64"));
      return null;
    case "mkdir":
      await mkdir(at, { recursive: true });
      return null;
    case "move": {
      const to = resolve(root, arg as string);
      if (relative(root, to).startsWith("..")) throw new Error(`outside the folder: ${arg}`);
      await rename(at, to);
      return null;
    }
    case "remove":
      await rm(at, { recursive: Boolean(arg) });
      return null;
  }
}

/**
 * The page side: handle classes calling back into Node through window.__localFolder.
 * Plain JavaScript in a string, so no test-runner transform (helpers such as
 * __name) ends up in code that runs in the page.
 */
const pickerScript = /* js */ `(() => {
  const call = window.__localFolder;
  const join = (dir, name) => (dir ? dir + "/" + name : name);
  const fail = (name, message) => new DOMException(message, name);
  const toBase64 = (bytes) => {
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  const types = { yml: "text/yaml", yaml: "text/yaml", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", svg: "image/svg+xml" };

  class Handle {
    constructor(kind, name, path) {
      this.kind = kind;
      this.name = name;
      this.path = path;
    }
    async isSameEntry(other) { return other.kind === this.kind && other.path === this.path; }
    async queryPermission() { return "granted"; }
    async requestPermission() { return "granted"; }
  }

  class FileHandle extends Handle {
    constructor(name, path) { super("file", name, path); }
    async getFile() {
      const { base64, lastModified } = await call("read", this.path);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const type = types[this.name.split(".").pop().toLowerCase()] ?? "";
      return new File([bytes], this.name, { lastModified, type });
    }
    async createWritable() {
      const parts = [];
      const path = this.path;
      return {
        async write(data) { parts.push(data && data.type === "write" ? data.data : data); },
        async close() { await call("write", path, toBase64(new Uint8Array(await new Blob(parts).arrayBuffer()))); },
        async abort() {},
      };
    }
    async move(dir, name) {
      const parent = typeof dir === "string" ? this.path.split("/").slice(0, -1).join("/") : dir.path;
      const newName = typeof dir === "string" ? dir : (name ?? this.name);
      const to = join(parent, newName);
      await call("move", this.path, to);
      this.path = to;
      this.name = newName;
    }
  }

  class DirectoryHandle extends Handle {
    constructor(name, path) { super("directory", name, path); }
    async *entries() {
      for (const { name, kind } of await call("list", this.path)) {
        const path = join(this.path, name);
        yield [name, kind === "directory" ? new DirectoryHandle(name, path) : new FileHandle(name, path)];
      }
    }
    async *keys() { for await (const [name] of this.entries()) yield name; }
    async *values() { for await (const [, handle] of this.entries()) yield handle; }
    [Symbol.asyncIterator]() { return this.entries(); }
    async child(name, kind, create) {
      const path = join(this.path, name);
      const found = await call("kind", path);
      if (found && found !== kind) throw fail("TypeMismatchError", path + " is not a " + kind);
      if (!found) {
        if (!create) throw fail("NotFoundError", path + " not found");
        await (kind === "file" ? call("write", path, "") : call("mkdir", path));
      }
      return kind === "file" ? new FileHandle(name, path) : new DirectoryHandle(name, path);
    }
    getFileHandle(name, { create = false } = {}) {
      return this.child(name, "file", create);
    }
    getDirectoryHandle(name, { create = false } = {}) {
      return this.child(name, "directory", create);
    }
    async removeEntry(name, { recursive = false } = {}) {
      const path = join(this.path, name);
      if (!(await call("kind", path))) throw fail("NotFoundError", path + " not found");
      await call("remove", path, recursive);
    }
    async resolve(handle) {
      if (handle.path === this.path) return [];
      const prefix = this.path ? this.path + "/" : "";
      return handle.path.startsWith(prefix) ? handle.path.slice(prefix.length).split("/") : null;
    }
  }

  const folderName = FOLDER_NAME;
  Object.defineProperty(window, "showDirectoryPicker", {
    configurable: true,
    value: async () => new DirectoryHandle(folderName, ""),
  });
})();`;

/** Sveltia's sign-in button for a folder on this computer (work_with_local_repo), which opens the picker. */
export const localButton = "العمل مع مستودع محلي";

/**
 * Makes window.showDirectoryPicker() in every page of `context` return `folder`
 * (which must hold a `.git` folder, as Sveltia checks that it got a repository):
 * in the pages it loads from now on, and in those already open, where the admin
 * calls it when the owner clicks its local-mode button.
 */
export async function pickFolderWith(context: BrowserContext, folder: string) {
  await context.exposeFunction("__localFolder", (...args: FsCall) => fsCall(folder, args));
  const name = JSON.stringify(folder.split("/").pop() ?? "site");
  const script = pickerScript.replace("FOLDER_NAME", name);
  await context.addInitScript({ content: script });
  await Promise.all(context.pages().map((page) => page.evaluate(script)));
}
