// Reading wrangler dev's output (tests/deploy/global-setup.ts).
import { marker } from "./no-network.mjs";

/** The outbound connections tests/deploy/no-network.mjs logged. */
export const outboundConnections = (log: string) =>
  log.split("\n").filter((line) => line.startsWith(`${marker} outbound`));

/** The processes that ran under the watch: at least npm and wrangler. */
export const watchedProcesses = (log: string) =>
  log.split("\n").filter((line) => line.startsWith(`${marker} watching`));
