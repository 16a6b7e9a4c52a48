// Every script runs on the Node 24 that the `node` dev dependency installs,
// whatever Node runs npm (decision docs/decisions/0007-node-24.md). These fail
// when that chain breaks: the binary missing because its install script was not
// approved, a new install script nobody reviewed, or a command that starts a
// tool without npm and so runs on the machine's Node.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

type PackageJson = {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const packageJson = JSON.parse(read("package.json")) as PackageJson;
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** The shell commands in a script: one per line and per `&&`, `||`, `;` or `|`, comments dropped. */
const commandsOf = (script: string) =>
  script
    .split("\n")
    .map((line) => line.replace(/^\s*#.*$/, ""))
    .flatMap((line) => line.split(/&&|\|\||;|\|/))
    .map((command) => command.trim())
    .filter(Boolean);

/** The program a command starts, past `VAR=value` assignments and `exec`. */
const programOf = (command: string) =>
  command
    .replace(/^(?:[A-Za-z_][A-Za-z0-9_]*=(?:"[^"]*"|'[^']*'|\S*)\s+)+/, "")
    .replace(/^exec\s+/, "")
    .split(/\s+/)[0]!;

describe("Node 24 for every script", () => {
  test("this test runs on the exact Node 24 pinned as the `node` dev dependency", () => {
    const pinned = packageJson.devDependencies.node;
    expect(pinned, "devDependencies.node, an exact 24.x version").toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node.split(".")[0]).toBe("24");
    expect(process.versions.node).toBe(pinned);
    expect(packageJson.dependencies).not.toHaveProperty("node");
  });

  test("the `node` package's install script, which fetches the binary, is approved, and strictly so", () => {
    expect(packageJson.allowScripts?.node).toBe(true);
    const npmrc = read(".npmrc")
      .split("\n")
      .map((line) => line.trim());
    expect(npmrc).toContain("strict-allow-scripts=true");
  });

  test("every install script in the lock file is reviewed in allowScripts, and every review names one", () => {
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length)),
    );
    expect(withScripts).toContain("node");
    const reviewed = Object.entries(packageJson.allowScripts ?? {});
    for (const [name, decision] of reviewed) expect(typeof decision, name).toBe("boolean");
    // A key may carry a version ("esbuild@0.28.2"): the review is for the name.
    const reviewedNames = new Set(reviewed.map(([key]) => key.replace(/(?<=.)@.*$/, "")));
    expect(
      [...withScripts].filter((name) => !reviewedNames.has(name)),
      "unreviewed install scripts",
    ).toEqual([]);
    expect(
      [...reviewedNames].filter((name) => !withScripts.has(name)),
      "reviews of no install script",
    ).toEqual([]);
  });

  test("package.json's scripts start tools by name, never from node_modules/.bin or by an absolute path", () => {
    for (const [name, script] of Object.entries(packageJson.scripts)) {
      for (const command of commandsOf(script)) {
        expect(command, `scripts.${name}`).not.toMatch(/node_modules\/\.bin\//);
        expect(programOf(command), `scripts.${name}`).not.toMatch(/^(\/|\.\.?\/)/);
      }
    }
  });

  const outsideNpm: [string, string][] = [
    [".ci/run", read(".ci/run")],
    // Workers Builds' build and deploy commands (docs/deploying.md, docs/go-live.ar.md).
    ["Workers Builds", "npm install && npm run build"],
    ["Workers Builds", "npx wrangler deploy"],
  ];

  test("CI and Workers Builds start tools through npm: no bare node, no node_modules/.bin", () => {
    expect(outsideNpm.map(([file]) => file)).toContain(".ci/run");
    for (const [file, script] of outsideNpm) {
      for (const command of commandsOf(script)) {
        // Outside npm, `node` is the machine's Node and a .bin tool's shebang finds it too.
        expect(programOf(command), `${file}: ${command}`).not.toMatch(/^(node|nodejs)$|node_modules\/\.bin\//);
        expect(command, file).not.toMatch(/node_modules\/\.bin\//);
      }
    }
  });
});

describe("the command parser these checks rely on", () => {
  test("finds the program past assignments, exec and chains", () => {
    expect(commandsOf('a && CI="${CI:-true}" X=3 node x.js # note\n# comment\nexec npm run b | tee c')).toEqual([
      "a",
      'CI="${CI:-true}" X=3 node x.js # note',
      "exec npm run b",
      "tee c",
    ]);
    expect(programOf('CI="${CI:-true}" X=3 node x.js')).toBe("node");
    expect(programOf("exec node scripts/wrangler-dev.js")).toBe("node");
    expect(programOf("./node_modules/.bin/astro build")).toBe("./node_modules/.bin/astro");
  });
});
