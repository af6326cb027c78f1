// The one edit the benchmark times a rebuild after: an editor raises the
// capacity of a departure of one trip by one seat. Kept apart from the
// build runner so a test can check it against the real data/ (and fail when
// the content's shape moves on without it).
/** @import { Trip } from "../../content/file-schemas" */

/** The file the edit changes, in data/. */
export const DATA_CHANGE_FILE = "trips/spiti-winter-expedition.json";

/**
 * The file's text after the edit: the trip's first departure gets one more
 * seat (an editor raising its capacity). Written as the file is (two-space JSON).
 * @param {string} text the file's current contents
 * @returns {string}
 */
export function withOneSeatAdded(text) {
  /** @type {{ en: Trip }} The file holds the trip in English under "en" beside its translations (content/localise.ts). */
  const file = JSON.parse(text);
  const departure = file.en.departures[0];
  if (!departure) throw new Error(`data/${DATA_CHANGE_FILE}: the trip has no departure to add a seat to`);
  departure.seats += 1;
  return `${JSON.stringify(file, null, 2)}\n`;
}
