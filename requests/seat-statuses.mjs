// The statuses in which a booking or waitlist request takes its seats, kept
// as a plain module so the Node scripts (the benchmarks) read the same names
// as the Worker and the browser tests; statuses.ts exports them with the rest.

/**
 * The statuses in which a booking or waitlist request takes its seats, the
 * same names for both kinds: held and offered until hold_until (the minute
 * cron lapses them after), sold for good once confirmed.
 */
export const SEAT_STATUSES = /** @type {const} */ ({ held: ["held", "offered"], sold: ["confirmed"] });

/**
 * Every status that takes seats: a departure's seats left are its capacity less these requests' seats.
 * @type {readonly string[]}
 */
export const SEAT_TAKING_STATUSES = [...SEAT_STATUSES.held, ...SEAT_STATUSES.sold];
