// How long what travellers tell the agency before a trip is kept, and when
// the booker is reminded of what is still missing. India's DPDP Act and Rules
// ask that personal data go once its purpose is served, and that a record of
// who read it be kept for a year. The Worker's daily clean-up
// (worker/retention/) and its reminders (worker/emails/) follow these;
// docs/staff-desk.md and docs/deploying.md say them to staff and to whoever
// runs the site.

/**
 * Days after a departure ends that its travellers' details, their own links,
 * their fitness proofs and the names typed in the booking form are erased:
 * long enough for anything that happened on the trip to be settled.
 */
export const TRAVELLER_DATA_KEPT_DAYS_AFTER_TRIP = 30;

/** Days the access log of personal data (who on the staff read what, and when) is kept. */
export const ACCESS_LOG_KEPT_DAYS = 365;

/**
 * Days before departure that the booker is reminded, once each, while any
 * seat still lacks its traveller's details or fitness proof: early enough to
 * get a doctor's certificate, and again when permits are being arranged.
 */
export const TRAVELLER_REMINDER_DAYS_BEFORE = [21, 10] as const;
