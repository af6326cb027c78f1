// The one edit the benchmark times a rebuild after: an editor records a
// booking, so a departure of the first upcoming trip has one seat fewer.
// Kept apart from the build runner so a test can check it against the real
// data/ (and fail when the content's shape moves on without it).
/** @import { UpcomingTrip } from "../../gatsby/content/schemas" */

/** The file the edit changes, in data/. */
export const DATA_CHANGE_FILE = "upcoming-trips.json";

/**
 * The file's text after the edit: the first departure of the first trip that
 * still has a seat loses one. Written as the file is (two-space JSON).
 * @param {string} text the file's current contents
 * @returns {string}
 */
export function withOneSeatTaken(text) {
  /** @type {UpcomingTrip[]} */
  const trips = JSON.parse(text);
  const batch = trips[0]?.batches.find((candidate) => candidate.seatsLeft > 0);
  if (!batch) {
    throw new Error(`data/${DATA_CHANGE_FILE}: the first trip has no departure with a seat left to take`);
  }
  batch.seatsLeft -= 1;
  return `${JSON.stringify(trips, null, 2)}\n`;
}
