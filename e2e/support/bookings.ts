// Bookings the browser tests make straight through the API, as another
// visitor would: each `visitor` number is a visitor of its own (the client
// address Cloudflare's edge would set, an email and a phone), since one
// visitor may hold only so many seats of a departure unpaid
// (data/booking-terms.json), and a test may book as several.
import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.mjs";
import { API_PATHS } from "../../content/routes.mjs";
import { LANGUAGE_FIELD } from "../../requests/intake";
import { E2E_STAFF_ORIGIN } from "../../playwright.config";
import { staffApi, type RequestDetail } from "../../requests/staff";
import { expect } from "./fixtures";

/**
 * Books `seats` of `departure` as visitor number `visitor` (1 to 254, one per
 * test and project) named `name`, as if sent from the pages in `lang`;
 * answers the request's id.
 */
export async function bookAsVisitor(
  request: APIRequestContext,
  baseURL: string,
  departure: { trip: { slug: string }; startDate: string },
  { visitor, name, seats = 1, lang = DEFAULT_LOCALE }: { visitor: number; name: string; seats?: number; lang?: Locale },
): Promise<string> {
  const booked = await request.post(`${baseURL}${API_PATHS.bookings}`, {
    headers: { "Idempotency-Key": `visitor-${visitor}-${Date.now()}`, "CF-Connecting-IP": `203.0.113.${visitor}` },
    data: {
      trip: departure.trip.slug,
      departure: departure.startDate,
      request: "booking",
      fullName: name,
      email: `visitor.${visitor}@example.com`,
      countryCode: "+91",
      phone: String(9_700_000_000 + visitor),
      seats: String(seats),
      travellers: "",
      message: "",
      [LANGUAGE_FIELD]: lang,
    },
  });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

/** The request as the desk shows it: its version, for a change. */
export async function deskDetail(request: APIRequestContext, id: string): Promise<RequestDetail> {
  return (await (await request.get(`${E2E_STAFF_ORIGIN}${staffApi.request(id)}`)).json()) as RequestDetail;
}

/** Confirms request `id` on the desk's API, as the desk's own page would (its origin). */
export async function confirmOnDesk(request: APIRequestContext, id: string) {
  const confirmed = await request.post(`${E2E_STAFF_ORIGIN}${staffApi.status(id)}`, {
    headers: { Origin: E2E_STAFF_ORIGIN },
    data: { status: "confirmed", version: (await deskDetail(request, id)).version },
  });
  expect(confirmed.status()).toBe(200);
}
