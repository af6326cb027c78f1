// GET /api/seats: the seats left on every departure still to leave, from the
// seat snapshot (bookings/seat-snapshot.ts), for the pages a static host serves.
// The Worker rewrites the pages it serves itself (live-pages.ts); a static
// host's pages, built with API_ORIGIN, ask here instead and write the same
// words into their seat marks (src/lib/live-seats.ts).
//
// The answer is small, the same for everyone, and no older than the snapshot
// it is read from, so browsers may keep it as long as the snapshot is kept:
// with the snapshot's own 30 seconds, a figure a page shows is at most a
// minute old. It carries CORS headers for the static hosts' origins
// (ALLOWED_ORIGINS), and an ETag, so a browser that kept it is answered 304.
import { compareIsoDates } from "../../content/dates";
import { seatKeyOf } from "../../content/departures";
import { todayInIndia } from "../../content/india-time";
import { SEATS_API_PATH } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { sha256Hex } from "../platform/crypto";
import { newApp } from "../platform/hono-app";
import { corsHeaders } from "../platform/middleware";
import { intakeCatalogue } from "../catalogue/catalogue";
import { SNAPSHOT_SECONDS, seatSnapshot, type SeatSnapshot } from "../bookings/seat-snapshot";

/**
 * The snapshot's seats left on each departure of `catalogue` that has not
 * left by `today` (one leaving today still takes bookings), by seat key; none
 * below 0, an overbooked departure being sold out like any other.
 */
function seatsStillOnSale(catalogue: IntakeCatalogue, snapshot: SeatSnapshot, today: string): Record<string, number> {
  const seats: Record<string, number> = {};
  for (const [slug, trip] of Object.entries(catalogue.trips)) {
    for (const { startDate } of trip.departures) {
      const key = seatKeyOf(slug, startDate);
      if (compareIsoDates(startDate, today) >= 0 && key in snapshot) seats[key] = Math.max(snapshot[key], 0);
    }
  }
  return seats;
}

/** Whether an If-None-Match header names `etag`; a cache that compressed the answer may have made it weak (W/). */
const namesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(",").some((tag) => {
    const each = tag.trim();
    return each === "*" || each.replace(/^W\//, "") === etag;
  });

export const seatsEndpoint = newApp();

seatsEndpoint.get(SEATS_API_PATH, async (c) => {
  const [catalogue, { snapshot }] = await Promise.all([
    intakeCatalogue(c.env.ASSETS),
    seatSnapshot(c.env, c.executionCtx),
  ]);
  const body = JSON.stringify(seatsStillOnSale(catalogue, snapshot, todayInIndia(new Date())));
  const etag = `"${(await sha256Hex(new TextEncoder().encode(body))).slice(0, 32)}"`;
  const headers = {
    "Cache-Control": `public, max-age=${SNAPSHOT_SECONDS}`,
    ETag: etag,
    ...corsHeaders(c.req.raw, c.env),
  };
  if (namesEtag(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
});
