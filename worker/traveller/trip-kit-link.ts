// Which bookings have a trip kit, and the link to it from their booking page:
// a booking that holds or has its seats. Apart from trip-kit.ts, which reads
// the booking page's lookup, so the booking page can link here without a circle.
import { MESSAGES } from "../../content/messages";
import { bookingPagePath, TRIP_KIT_ACTION } from "../../content/routes.mjs";
import { escapeHtml } from "../platform/html-page";
import type { RequestRow } from "../db/rows";

/** Whether a request has a trip kit: while its seats are held for it, and once they are its. */
export const hasTripKit = (row: Pick<RequestRow, "status">) => row.status === "held" || row.status === "confirmed";

/** The kit's address with the booking's token, as its booking page's own. */
export const tripKitHref = (row: Pick<RequestRow, "reference" | "token">) =>
  `${bookingPagePath(row.reference!, TRIP_KIT_ACTION)}?token=${encodeURIComponent(row.token!)}`;

/** The booking page's link to the kit, in the request's language, or nothing for a request without one. */
export const tripKitLink = (row: Pick<RequestRow, "status" | "reference" | "token" | "lang">) =>
  hasTripKit(row)
    ? `<p><a href="${escapeHtml(tripKitHref(row))}">${escapeHtml(MESSAGES[row.lang].bookingPage.tripKitLink)}</a></p>\n`
    : "";
