// @ts-check
// A second lane of Lighthouse's score runs, in a worker thread: Lighthouse keeps global state, so two runs at once
// need two module graphs, and a worker has its own. Each run waits on its page part of its time (the load, the
// quiet windows), so two lanes share the two cores with the audit's other browsers better than one.
import { Worker, isMainThread, parentPort } from "node:worker_threads";
import { checkScores, closeScoresChromium } from "./lighthouse.js";

/** @typedef {Awaited<ReturnType<typeof checkScores>>} Scores */

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on("message", async (/** @type {{ url?: string }} */ { url }) => {
    if (!url) {
      await closeScoresChromium();
      port.close();
      return;
    }
    try {
      const scores = await checkScores(url, (line) => port.postMessage({ line }));
      port.postMessage({ scores });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/**
 * Starts the lane: `score` runs one route's scores in it, like checkScores, one at a time; `close` ends it.
 * @param {(line: string) => void} log
 */
export function startScoresLane(log) {
  const worker = new Worker(new URL(import.meta.url));
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /**
   * @param {string} url
   * @returns {Promise<Scores>}
   */
  const score = (url) => {
    const run = queue.then(
      () =>
        new Promise((resolve, reject) => {
          /** @param {{ line?: string, scores?: Scores, error?: string }} message */
          const answer = (message) => {
            if (message.line !== undefined) return log(message.line);
            worker.off("message", answer);
            worker.off("error", reject);
            if (message.scores) resolve(message.scores);
            else reject(new Error(message.error));
          };
          worker.on("message", answer);
          worker.once("error", reject);
          worker.postMessage({ url });
        }),
    );
    queue = run.catch(() => {});
    return /** @type {Promise<Scores>} */ (run);
  };
  const close = () =>
    new Promise((resolve) => {
      worker.once("exit", resolve);
      worker.postMessage({});
      // A lane that does not end by itself (a run still hanging) is stopped.
      setTimeout(() => worker.terminate(), 10_000).unref();
    });
  return { score, close };
}
