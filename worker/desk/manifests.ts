// Each departure's seats as they stand now, and its manifest: who travels
// (the confirmed bookings and waitlist requests, with their seats, fellow
// travellers and each traveller's details once told), whether each seat of
// the held and confirmed bookings is ready, whose seats are held (and which holds share an email,
// phone or internet address), and who waits in order for seats.
// The capacity is the content's (the build's catalogue); D1 holds every seat
// held or sold, so seats free = capacity − held − sold.
import { catalogueDeparture, catalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { Manifest, SharedHolds } from "../../requests/staff";
import { SEAT_HOLDERS, SEAT_STATUSES, type SeatHolder } from "../../requests/statuses";
import { Refusal } from "../platform/refusals";
import { seatRowsOf, type SeatRow } from "../db/requests";
import { holderKey } from "../db/seats";
import { departureTravellers } from "../db/traveller-desk";
import { checkInsOf } from "../db/lead-roster";
import { seatsOf, statusCountsOf } from "../bookings/departure-seats";
import { callOffOf } from "../changes/called-off";
import { nameOf, phoneOf } from "./request-views";
import { departureReadiness, travellerDetailsOf } from "./traveller-views";

const SOLD: readonly string[] = SEAT_STATUSES.sold;

/**
 * How much of an address's fingerprint the desk shows: enough to tell a
 * departure's few addresses apart, too little to find an address by.
 */
const ADDRESS_TAG_LENGTH = 6;

/**
 * What each of `holds` shares with another (the same email, phone or
 * address, as the unpaid limits match them: db/seats.ts), and the groups
 * they form, joined by any of these through one another.
 */
function sharingOf(holds: SeatRow[]): { shares: SeatHolder[][]; groups: SharedHolds[] } {
  const shared = holds.map(() => new Set<SeatHolder>());
  const leader = holds.map((_, index) => index);
  const leaderOf = (index: number): number =>
    leader[index] === index ? index : (leader[index] = leaderOf(leader[index]));
  for (const holder of SEAT_HOLDERS) {
    const firstWith = new Map<string, number>();
    holds.forEach((row, index) => {
      const key = holderKey(holder, row);
      if (key === null) return;
      const first = firstWith.get(key);
      if (first === undefined) {
        firstWith.set(key, index);
        return;
      }
      shared[first].add(holder);
      shared[index].add(holder);
      leader[leaderOf(index)] = leaderOf(first);
    });
  }
  const members = new Map<number, number[]>();
  holds.forEach((_, index) => {
    if (shared[index].size > 0) members.set(leaderOf(index), [...(members.get(leaderOf(index)) ?? []), index]);
  });
  const groups = [...members.values()].map((group) => ({
    shares: SEAT_HOLDERS.filter((holder) => group.some((index) => shared[index].has(holder))),
    ids: group.map((index) => holds[index].id),
    seats: group.reduce((sum, index) => sum + holds[index].seats, 0),
  }));
  return {
    shares: shared.map((holders) => SEAT_HOLDERS.filter((holder) => holders.has(holder))),
    groups: groups.sort((a, b) => b.seats - a.seats),
  };
}

/** The manifest of `slug`'s departure starting on `startDate`. */
export async function manifestOf(
  db: D1Database,
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string,
): Promise<Manifest> {
  const trip = catalogueTrip(catalogue, slug);
  const departure = catalogueDeparture(catalogue, slug, startDate);
  if (!trip || !departure) throw new Refusal(404, "The site has no such departure (any more).");
  const [results, told, checkIns, calledOff] = await Promise.all([
    seatRowsOf(db, slug, startDate),
    departureTravellers(db, slug, startDate),
    checkInsOf(db, slug, startDate),
    callOffOf(db, slug, startDate),
  ]);
  const contact = (row: SeatRow) => ({
    id: row.id,
    reference: row.reference,
    name: nameOf(row),
    email: row.email,
    phone: phoneOf(row) ?? "",
    seats: row.seats,
  });
  const pending = (row: SeatRow) => ({
    ...contact(row),
    status: row.status,
    holdUntil: row.hold_until,
    receivedAt: row.received_at,
  });
  const holds = results
    .filter((row) => row.status === "held")
    .sort((a, b) => (a.hold_until ?? "").localeCompare(b.hold_until ?? ""));
  const sharing = sharingOf(holds);
  return {
    ...seatsOf(
      slug,
      trip,
      departure,
      statusCountsOf(results),
      checkIns.filter((checkIn) => checkIn.arrived === 1).length,
    ),
    travellers: results
      .filter((row) => SOLD.includes(row.status))
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b), "en-IN"))
      .map((row) => ({
        ...contact(row),
        others: row.travellers ? row.travellers.split("\n") : [],
        message: row.message,
        confirmedAt: row.confirmed_at,
        details: told
          .filter((traveller) => traveller.request_id === row.id)
          .map((traveller) => travellerDetailsOf(traveller, startDate)),
      })),
    readiness: departureReadiness(catalogue, slug, results, told),
    holds: holds.map((row, index) => ({
      ...pending(row),
      addressTag: row.client_fingerprint?.slice(0, ADDRESS_TAG_LENGTH) ?? null,
      shares: sharing.shares[index],
    })),
    sharedHolds: sharing.groups,
    waitlist: results.filter((row) => row.status === "waiting" || row.status === "offered").map(pending),
    calledOff,
  };
}
