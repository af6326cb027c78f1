// npm run bench:trace reduces a CPU profile and the browser's long tasks to the
// numbers it prints; these hold that arithmetic.
import { blockingMs, summariseProfile } from "../../../scripts/bench/trace-summary.mjs";

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0, columnNumber: 9 });

describe("the trace summary", () => {
  it("counts only each long task's time over 50 ms as blocking", () => {
    expect(blockingMs([])).toBe(0);
    expect(
      blockingMs([
        { atMs: 10, durationMs: 61 },
        { atMs: 90, durationMs: 54 },
        { atMs: 200, durationMs: 50 },
      ]),
    ).toBe(15);
  });

  it("credits each sample's time to its script and function, leaving idle time out", () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame("(idle)") },
        { id: 2, callFrame: frame("format", "http://localhost:9000/app-1.js") },
        { id: 3, callFrame: frame("", "http://localhost:9000/framework-2.js") },
      ],
      // Each sample lasts until the next one: delta i + 1 belongs to sample i.
      samples: [1, 2, 2, 3],
      timeDeltas: [0, 5000, 3000, 2000, 4000],
    };
    expect(summariseProfile(profile)).toEqual({
      byScript: [
        ["app-1.js", 5],
        ["framework-2.js", 4],
      ],
      byFunction: [
        ["format app-1.js:1:10", 5],
        ["(anonymous) framework-2.js:1:10", 4],
      ],
    });
  });
});
