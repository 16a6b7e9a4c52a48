import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests. The React Router plugin is left out on purpose:
// components are tested through createRoutesStub instead of a full build.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "jsdom",
    globals: true,
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
