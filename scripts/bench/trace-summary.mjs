// What npm run bench:trace prints, from what it records: a CPU profile's self
// time per script and per function, and Total Blocking Time from the browser's
// long tasks. Kept apart from the recording so it can be tested without a browser.
import path from "node:path";

const LONG_TASK_MS = 50;

/**
 * @typedef {{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }} ProfileNode
 * @typedef {{ nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }} CpuProfile
 * @typedef {{ atMs: number; durationMs: number }} LongTask
 */

/**
 * Self time per script file and per function in a CPU profile, in milliseconds, largest first.
 * @param {CpuProfile} profile
 */
export function summariseProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const selfMicros = new Map();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  /** @type {Record<string, number>} */
  const byScript = {};
  /** @type {Record<string, number>} */
  const byFunction = {};
  for (const [id, micros] of selfMicros) {
    const frame = /** @type {ProfileNode} */ (nodes.get(id)).callFrame;
    if (frame.functionName === "(idle)") continue;
    const file = frame.url ? path.basename(new URL(frame.url).pathname) : frame.functionName || "(native)";
    byScript[file] = (byScript[file] ?? 0) + micros;
    if (frame.url) {
      const where = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      byFunction[where] = (byFunction[where] ?? 0) + micros;
    }
  }
  const largest = (/** @type {Record<string, number>} */ table, /** @type {number} */ count) =>
    Object.entries(table)
      .map(([key, micros]) => /** @type {[string, number]} */ ([key, Math.round(micros / 1000)]))
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count);
  return { byScript: largest(byScript, 8), byFunction: largest(byFunction, 8) };
}

/** Total Blocking Time as the browser's long tasks give it: each task's time over 50 ms. */
export const blockingMs = (/** @type {LongTask[]} */ tasks) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);
