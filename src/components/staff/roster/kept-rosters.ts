// The rosters a trip lead keeps on their phone (roster-vault.ts seals each), and what waits there for a
// connection: the pickup's ticks and the offline openings the access log must hear of. Everything lives
// in localStorage; the rosters only sealed, the rest naming bookings by id and seats by number alone.
// A copy opens only while the phone's register lists it, so a copy put back after it was deleted (five
// wrong PINs, its expiry, the lead taken off the departure) stays shut.
import { addDays } from "../../../../content/dates";
import type { AssignedDeparture } from "../../../../requests/staff-roles";
import type { CheckInChange } from "../../../../requests/staff-roster";
import type { SealedRoster } from "./roster-vault";

/** Wrong PINs in a row after which the copy deletes itself. */
export const MAX_PIN_ATTEMPTS = 5;
/** Days after its departure ends that a copy is kept. */
export const KEPT_DAYS_AFTER_END = 2;

const COPY = "safarnama-roster:";
const REGISTER = "safarnama-roster-copies";
const ATTEMPTS = "safarnama-roster-wrong-pins:";
const WAITING = "safarnama-roster-waiting:";

const departureKey = (trip: string, startDate: string) => `${trip}/${startDate}`;

/** When a copy of a departure ending on `endDate` deletes itself: the end of the second day after, in India. */
export const keptUntil = (endDate: string) => `${addDays(endDate, KEPT_DAYS_AFTER_END + 1)}T00:00:00+05:30`;

function register(): string[] {
  try {
    const listed: unknown = JSON.parse(localStorage.getItem(REGISTER) ?? "[]");
    return Array.isArray(listed) ? listed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

const saveRegister = (ids: string[]) => localStorage.setItem(REGISTER, JSON.stringify(ids));

/** Keeps `copy`, in place of any earlier copy of the same departure. */
export function keepRoster(copy: SealedRoster) {
  const earlier = keptRoster(copy.trip, copy.startDate);
  saveRegister([...register().filter((id) => id !== earlier?.copyId), copy.copyId]);
  localStorage.setItem(COPY + departureKey(copy.trip, copy.startDate), JSON.stringify(copy));
  localStorage.removeItem(ATTEMPTS + copy.copyId);
}

/** The kept copy of a departure, if the register lists it. */
export function keptRoster(trip: string, startDate: string): SealedRoster | null {
  try {
    const copy = JSON.parse(
      localStorage.getItem(COPY + departureKey(trip, startDate)) ?? "null",
    ) as SealedRoster | null;
    return copy && register().includes(copy.copyId) ? copy : null;
  } catch {
    return null;
  }
}

/** Every kept copy the register lists, soonest departure first; a copy it does not list is deleted. */
export function keptRosters(): SealedRoster[] {
  const listed = register();
  const copies: SealedRoster[] = [];
  for (const key of Object.keys(localStorage).filter((name) => name.startsWith(COPY))) {
    try {
      const copy = JSON.parse(localStorage.getItem(key) ?? "null") as SealedRoster;
      if (listed.includes(copy.copyId)) copies.push(copy);
      else localStorage.removeItem(key);
    } catch {
      localStorage.removeItem(key);
    }
  }
  return copies.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.trip.localeCompare(b.trip));
}

/** Deletes the kept copy of a departure (what waits for a connection stays, to be sent). */
export function forgetRoster(trip: string, startDate: string) {
  const copy = keptRoster(trip, startDate);
  if (copy) {
    saveRegister(register().filter((id) => id !== copy.copyId));
    localStorage.removeItem(ATTEMPTS + copy.copyId);
  }
  localStorage.removeItem(COPY + departureKey(trip, startDate));
}

/** Counts a wrong PIN for `copy`; answers how many tries are left, deleting the copy at none. */
export function countWrongPin(copy: SealedRoster): number {
  const wrong = Number(localStorage.getItem(ATTEMPTS + copy.copyId) ?? "0") + 1;
  if (wrong >= MAX_PIN_ATTEMPTS) {
    forgetRoster(copy.trip, copy.startDate);
    return 0;
  }
  localStorage.setItem(ATTEMPTS + copy.copyId, String(wrong));
  return MAX_PIN_ATTEMPTS - wrong;
}

/** The right PIN: the count of wrong ones starts again. */
export const clearWrongPins = (copy: SealedRoster) => localStorage.removeItem(ATTEMPTS + copy.copyId);

/** Deletes the copies past their time, and those of departures `email` no longer leads (when that is known). */
export function forgetExpired(now: Date, stillLed?: { email: string; departures: AssignedDeparture[] }) {
  for (const copy of keptRosters()) {
    const unassigned =
      stillLed !== undefined &&
      (copy.email !== stillLed.email ||
        !stillLed.departures.some((led) => led.trip === copy.trip && led.startDate === copy.startDate));
    if (Date.parse(copy.expiresAt) <= now.getTime() || unassigned) forgetRoster(copy.trip, copy.startDate);
  }
}

/** What waits for a connection for one departure. */
export interface Waiting {
  checkIns: CheckInChange[];
  openings: { at: string }[];
}

export function waitingFor(trip: string, startDate: string): Waiting {
  try {
    const waiting = JSON.parse(
      localStorage.getItem(WAITING + departureKey(trip, startDate)) ?? "null",
    ) as Waiting | null;
    return waiting ?? { checkIns: [], openings: [] };
  } catch {
    return { checkIns: [], openings: [] };
  }
}

function saveWaiting(trip: string, startDate: string, waiting: Waiting) {
  const key = WAITING + departureKey(trip, startDate);
  if (waiting.checkIns.length === 0 && waiting.openings.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(waiting));
}

/** A tick to send once there is a connection; a later tick of the same seat replaces it. */
export function waitCheckIn(trip: string, startDate: string, change: CheckInChange) {
  const waiting = waitingFor(trip, startDate);
  const others = waiting.checkIns.filter((old) => old.requestId !== change.requestId || old.seat !== change.seat);
  saveWaiting(trip, startDate, { ...waiting, checkIns: [...others, change] });
}

/** An opening of the kept copy, for the access log once there is a connection. */
export function waitOpening(trip: string, startDate: string, at: string) {
  const waiting = waitingFor(trip, startDate);
  saveWaiting(trip, startDate, { ...waiting, openings: [...waiting.openings, { at }] });
}

/** Removes what was sent from what waits (anything added meanwhile stays). */
export function sent(trip: string, startDate: string, done: Waiting) {
  const waiting = waitingFor(trip, startDate);
  saveWaiting(trip, startDate, {
    checkIns: waiting.checkIns.filter((change) => !done.checkIns.some((sentChange) => same(sentChange, change))),
    openings: waiting.openings.filter((opening) => !done.openings.some((d) => d.at === opening.at)),
  });
}

const same = (a: CheckInChange, b: CheckInChange) =>
  a.requestId === b.requestId && a.seat === b.seat && a.arrived === b.arrived && a.at === b.at;

/** The departures with something waiting for a connection. */
export const departuresWaiting = (): { trip: string; startDate: string }[] =>
  Object.keys(localStorage)
    .filter((name) => name.startsWith(WAITING))
    .map((name) => {
      const [trip, startDate] = name.slice(WAITING.length).split("/");
      return { trip, startDate };
    });
