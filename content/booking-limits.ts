// How many seats one booking may take: the booking forms offer no more, the
// intake allows no more, and the booking terms' unpaid-seat limits are held
// to at least this (file-schemas.ts), so one full booking is always allowed.
// A module of its own so that every form may import it without the rest of
// the content model.

/** The most seats one booking takes: a family or a group of friends; a bigger group talks to us. */
export const MAX_SEATS_PER_BOOKING = 6;
