// The staff API's addresses as its routes are registered (desk-routes.ts) and as its policy names them
// (staff-policy.ts): one request, one seat of it, one departure, one refund's receipt, one review.
export const REQUEST = "/requests/:id{[0-9a-f-]{36}}";
export const SEAT = `${REQUEST}/travellers/:seat{[1-9][0-9]?}`;
/** A review: 'RV-' and six letters or digits (migrations/0016_reviews.sql). */
export const REVIEW = "/reviews/:review{RV-[A-Za-z0-9]{6}}";
export const DEPARTURE = "/departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}";
// A refund's receipt, '<payment id>:<reason>' (refunds.ts): the colon as sent, or encoded as
// encodeURIComponent (staffApi.refundReturned) writes it; the router sees the path undecoded.
export const RECEIPT = ":receipt{[A-Za-z0-9_-]{1,64}(?::|%3[Aa])[a-z-]{1,16}}";

/** The departure an address under the staff API names (DEPARTURE), or null. */
export function departureInPath(path: string): { slug: string; startDate: string } | null {
  const found = /\/departures\/([a-z0-9-]+)\/(\d{4}-\d{2}-\d{2})(?:\/|$)/.exec(path);
  return found ? { slug: found[1], startDate: found[2] } : null;
}

/** The request an address under the staff API names (REQUEST), or null. */
export function requestInPath(path: string): string | null {
  return /\/requests\/([0-9a-f-]{36})(?:\/|$)/.exec(path)?.[1] ?? null;
}
