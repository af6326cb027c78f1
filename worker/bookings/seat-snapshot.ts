// The seat snapshot: every departure's seats left, by seat key, as the pages,
// the waitlist and anything else that shows or offers seats read them (none
// on a departure the agency called off). It is two D1 queries, kept in the Cache API for SNAPSHOT_SECONDS and dropped
// whenever this Worker takes or frees seats, so what it says is at most 30
// seconds behind a change made elsewhere and current after one made here.
import { seatKeyOf } from "../../content/departures";
import { todayInIndia } from "../../content/india-time";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { seatCounts, type DepartureCount } from "../db/seats";
import { calledOffFrom } from "../db/called-off";
import { intakeCatalogue } from "../catalogue/catalogue";

/** How long a snapshot is reused. */
export const SNAPSHOT_SECONDS = 30;

/** Where the snapshot is kept in the Cache API: a key of its own, never a page's address. */
const SNAPSHOT_KEY = "https://live-seats.invalid/snapshot-v1";

/** Seats left by seat key ('spiti-winter-expedition/2027-01-16' → 5); below 0 when overbooked. */
export type SeatSnapshot = Record<string, number>;

/**
 * Each departure's seats left by seat key: its capacity in `catalogue` less
 * the seats `counts` says are held and sold (a departure without a count has
 * taken none); below 0 when overbooked.
 */
export function seatsLeftByKey(catalogue: IntakeCatalogue, counts: readonly DepartureCount[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const [slug, trip] of Object.entries(catalogue.trips)) {
    for (const departure of trip.departures) left.set(seatKeyOf(slug, departure.startDate), departure.seats);
  }
  for (const count of counts) {
    const key = seatKeyOf(count.trip_slug, count.departure_start);
    const seats = left.get(key);
    if (seats !== undefined) left.set(key, seats - count.held - count.sold);
  }
  return left;
}

async function freshSnapshot(env: Env, now: Date): Promise<SeatSnapshot> {
  const catalogue = await intakeCatalogue(env.ASSETS);
  const today = todayInIndia(now);
  const [counts, calledOff] = await Promise.all([seatCounts(env.DB, today), calledOffFrom(env.DB, today)]);
  const left = seatsLeftByKey(catalogue, counts);
  // A departure the agency called off takes no bookings: the pages show it with no seats left.
  for (const departure of calledOff) left.set(seatKeyOf(departure.trip_slug, departure.departure_start), 0);
  return Object.fromEntries(left);
}

/** The snapshot, from the cache when one is under SNAPSHOT_SECONDS old, else from D1 (and cached). */
export async function seatSnapshot(env: Env, context: { waitUntil(promise: Promise<unknown>): void }) {
  const cache = caches.default;
  const cached = await cache.match(SNAPSHOT_KEY);
  if (cached) return { snapshot: await cached.json<SeatSnapshot>(), cached: true };
  const snapshot = await freshSnapshot(env, new Date());
  const response = new Response(JSON.stringify(snapshot), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${SNAPSHOT_SECONDS}` },
  });
  context.waitUntil(cache.put(SNAPSHOT_KEY, response));
  return { snapshot, cached: false };
}

/** Drops the snapshot after seats were taken or freed, so the next page reads D1. */
export async function forgetSeatSnapshot() {
  await caches.default.delete(SNAPSHOT_KEY);
}
