// The trip lead's roster of a departure: each confirmed traveller's details, ID and the health answers
// that were "yes", opened only after the read is in the access log; its version, which tells a copy
// kept on a phone whether it is still current without opening anything; and the pickup's check-ins;
// nothing here reaches the console.
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type {
  CheckIn,
  CheckInChange,
  CheckInList,
  Roster,
  RosterBooking,
  RosterTraveller,
} from "../../requests/staff-roster";
import type { HealthAnswer } from "../../requests/traveller-details";
import { applyCheckIns, checkInsOf, readRosterSealed, rosterVersionRows } from "../db/lead-roster";
import type { CheckInRow } from "../db/rows";
import type { Reader } from "../db/traveller-desk";
import { healthPlace, idNumberPlace } from "../bookings/traveller-places";
import { sha256Hex } from "../platform/crypto";
import { openText, personalDataKeys } from "../platform/personal-data";
import { manifestOf } from "./manifests";
import { handOnsOfDeparture } from "../db/changes";

/** A version of what the roster holds, from each booking's seats and each traveller's own version. */
export async function rosterVersion(db: D1Database, slug: string, startDate: string): Promise<string> {
  const rows = await rosterVersionRows(db, slug, startDate);
  return (await sha256Hex(new TextEncoder().encode(JSON.stringify(rows)))).slice(0, 16);
}

const checkInOf = (row: CheckInRow): CheckIn => ({
  requestId: row.request_id,
  seat: row.seat,
  arrived: row.arrived === 1,
  at: row.changed_at,
  by: row.changed_by,
});

/** The roster of a departure, for the lead and the staff who prepare it: the read is logged before anything is opened. */
export async function rosterOf(
  env: Pick<Env, "DB" | "PERSONAL_DATA_KEYS">,
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string,
  reader: Reader,
): Promise<Roster> {
  const manifest = await manifestOf(env.DB, catalogue, slug, startDate);
  const keys = await personalDataKeys(env.PERSONAL_DATA_KEYS);
  const sealed = await readRosterSealed(env.DB, slug, startDate, reader);
  const handOns = await handOnsOfDeparture(env.DB, slug, startDate);
  const bookings: RosterBooking[] = await Promise.all(
    manifest.travellers.map(async (booking) => ({
      requestId: booking.id,
      reference: booking.reference,
      booker: booking.name,
      bookerPhone: booking.phone,
      seats: booking.seats,
      handedOn: handOns.filter((handOn) => handOn.request_id === booking.id).map(({ seat, at }) => ({ seat, at })),
      travellers: await Promise.all(
        booking.details.map(async (details): Promise<RosterTraveller> => {
          const row = sealed.find((line) => line.request_id === booking.id && line.seat === details.seat);
          const answers = row?.health
            ? (JSON.parse(await openText(keys, healthPlace(booking.id, details.seat), row.health)) as Record<
                string,
                HealthAnswer
              >)
            : {};
          return {
            ...details,
            health: Object.values(answers)
              .filter((answer) => answer.answer === "yes")
              .map((answer) => ({ question: answer.question, details: answer.details })),
            idType: row?.id_type ?? "",
            idNumber: row ? await openText(keys, idNumberPlace(booking.id, details.seat), row.id_number) : "",
          };
        }),
      ),
    })),
  );
  return {
    trip: manifest.trip,
    startDate,
    endDate: manifest.endDate,
    version: await rosterVersion(env.DB, slug, startDate),
    readAt: reader.at,
    bookings,
    checkIns: (await checkInsOf(env.DB, slug, startDate)).map(checkInOf),
  };
}

/** How far ahead of the Worker's clock a phone's may run before its tick's time is taken as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Every check-in of the departure, and how many of its confirmed seats have arrived. */
export async function checkInListOf(db: D1Database, catalogue: IntakeCatalogue, slug: string, startDate: string) {
  const manifest = await manifestOf(db, catalogue, slug, startDate);
  const checkIns = (await checkInsOf(db, slug, startDate)).map(checkInOf);
  return {
    checkIns,
    arrived: checkIns.filter((checkIn) => checkIn.arrived).length,
    seats: manifest.travellers.reduce((sum, booking) => sum + booking.seats, 0),
  } satisfies CheckInList;
}

/**
 * Applies ticks made at the pickup by `by`: each counts from when it was made on the phone (a time
 * ahead of the Worker's clock is taken as now), and stands only if no later change to its seat has.
 */
export async function changeCheckIns(
  db: D1Database,
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string,
  changes: readonly CheckInChange[],
  by: string,
  now: Date,
) {
  const latest = now.getTime() + CLOCK_SKEW_MS;
  await applyCheckIns(
    db,
    slug,
    startDate,
    changes.map((change) => ({
      ...change,
      at: Date.parse(change.at) > latest ? now.toISOString() : new Date(change.at).toISOString(),
    })),
    by,
  );
  return checkInListOf(db, catalogue, slug, startDate);
}
