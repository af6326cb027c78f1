// D1's production limits that shape the Worker's SQL (Cloudflare's D1 limits
// page, Workers Paid). Local D1 enforces none of them, so the Worker's code
// keeps to them by design (statements chunked, searches capped, cron runs
// budgeted), and every local run holds it to them (limited-d1.ts).
import { LIKE_PATTERN_MAX_BYTES } from "../../requests/search";

export const D1_LIMITS = {
  /** Bound parameters in one statement, each statement of a batch included. */
  boundParameters: 100,
  /** Bytes of a LIKE or GLOB pattern. */
  likePatternBytes: LIKE_PATTERN_MAX_BYTES,
  /** Bytes of one SQL statement. */
  statementBytes: 100_000,
  /** Queries in one invocation of the Worker (a request, or a cron run); each statement of a batch counts. */
  queriesPerInvocation: 1_000,
} as const;

/** `items` in consecutive runs of at most `size`, so a statement over each binds at most `size` values. */
export function chunksOf<Item>(items: readonly Item[], size: number = D1_LIMITS.boundParameters): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
