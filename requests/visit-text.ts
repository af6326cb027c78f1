// How long a part of where a visit came from (requests/numbers.ts's VisitSource) may be: the browser's
// capture (src/visit/) keeps no more, and the intake refuses more (booking-rules.ts's checkVisitFields).
// Apart from visit-fields.ts: the capture runs on every page, so it imports this line alone.

/** The most characters a part may have: the columns' limit (migrations/0017_visit_sources.sql). */
export const VISIT_PART_MAX_LENGTH = 100;
