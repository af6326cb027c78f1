// A cron job, daily: the names of the travellers asked for a review who wrote
// none by the time their link stopped taking one (write_by) are erased from
// their lines. A line with a review keeps its name until the review is
// withdrawn (worker/db/review-writing.ts erases both then). A run erases at
// most NAME_ROUNDS_PER_RUN × NAMES_PER_ROUND; the rest wait for the next day.
import { eraseUnusedInvitationNames } from "../db/review-invitations";

const NAMES_PER_ROUND = 500;
const NAME_ROUNDS_PER_RUN = 4;

/** One statement a round. */
export const REVIEW_NAMES_MAX_QUERIES = NAME_ROUNDS_PER_RUN;

export async function eraseUnusedReviewNames(env: Pick<Env, "DB">, now: Date) {
  let erased = 0;
  for (let round = 0; round < NAME_ROUNDS_PER_RUN; round += 1) {
    const count = await eraseUnusedInvitationNames(env.DB, now.toISOString(), NAMES_PER_ROUND);
    erased += count;
    if (count < NAMES_PER_ROUND) break;
  }
  return { erased };
}
