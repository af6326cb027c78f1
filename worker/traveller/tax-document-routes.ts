// The address of a GST document's page, /booking/<reference>/documents/<number>?token=…:
// the booking's token opens it, as it opens the booking page; the page itself is
// books/tax-document-page.ts. Without the token, or for a number the booking does
// not have, it says only that there is no such booking.
import { bookingPageUrl } from "../bookings/booking-summary";
import { taxDocumentPage } from "../books/tax-document-page";
import { newApp } from "../platform/hono-app";
import { browserLanguage } from "../platform/site-page";
import { BOOKING, bookingFor, notFound } from "./booking-page";

export const taxDocumentPages = newApp();

/** A number in its address: 'RV-2627-00042' (content/routes.mjs's taxDocumentPath). */
const DOCUMENT = `${BOOKING}/documents/:number{[A-Z0-9]{1,4}-[0-9]{4}-[0-9]{5,6}}`;

taxDocumentPages.get(DOCUMENT, async (c) => {
  const row = await bookingFor(c.env.DB, c.req.param("reference"), c.req.query("token"));
  if (!row) return notFound(c.env.ASSETS, browserLanguage(c.req.header("Accept-Language")));
  const backHref = bookingPageUrl(new URL(c.req.url).origin, row);
  return (await taxDocumentPage(c.env, row, c.req.param("number"), backHref)) ?? notFound(c.env.ASSETS, row.lang);
});
