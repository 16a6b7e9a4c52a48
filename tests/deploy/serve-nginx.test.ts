import { expect, test } from "vitest";
import { freePort, startNginx, stopProcess } from "./processes";

test("serve:nginx answers on 127.0.0.1:$PORT and stops cleanly on SIGTERM", async () => {
  const port = await freePort();
  const nginx = await startNginx(port);
  expect((await fetch(`http://127.0.0.1:${port}/canopies`)).status).toBe(200);
  expect(await stopProcess(nginx)).toBe(0);
  // The master and its worker are gone with the port.
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
