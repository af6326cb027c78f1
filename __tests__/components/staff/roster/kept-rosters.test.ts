// The rosters kept on a lead's phone: one copy a departure, deleted after five wrong PINs, at its
// expiry or once the lead no longer leads the departure; a copy put back after it was deleted stays
// shut; ticks and openings wait for a connection, a later tick of a seat replacing an earlier one.
import {
  countWrongPin,
  clearWrongPins,
  departuresWaiting,
  forgetExpired,
  keepRoster,
  keptRoster,
  keptRosters,
  keptUntil,
  MAX_PIN_ATTEMPTS,
  sent,
  waitCheckIn,
  waitingFor,
  waitOpening,
} from "../../../../src/components/staff/roster/kept-rosters";
import type { SealedRoster } from "../../../../src/components/staff/roster/roster-vault";

const TRIP = "spiti-winter-expedition";
const copyOf = (startDate: string, copyId: string): SealedRoster => ({
  copyId,
  email: "lead@safarnama.example",
  trip: TRIP,
  title: "Spiti Valley Winter Expedition",
  startDate,
  expiresAt: keptUntil("2027-01-17"),
  version: "v1",
  takenAt: "2027-01-09T08:00:00.000Z",
  iterations: 600_000,
  salt: "c2FsdA==",
  iv: "aXY=",
  sealed: "c2VhbGVk",
});

beforeEach(() => localStorage.clear());

it("keeps one copy a departure: a new one replaces the old, which no longer opens if put back", () => {
  const first = copyOf("2027-01-10", "first");
  keepRoster(first);
  keepRoster(copyOf("2027-01-10", "second"));
  expect(keptRoster(TRIP, "2027-01-10")?.copyId).toBe("second");
  localStorage.setItem(`safarnama-roster:${TRIP}/2027-01-10`, JSON.stringify(first));
  expect(keptRoster(TRIP, "2027-01-10")).toBeNull();
  expect(keptRosters()).toEqual([]);
});

it(`deletes the copy at the ${MAX_PIN_ATTEMPTS}th wrong PIN in a row, and counts again after the right one`, () => {
  const copy = copyOf("2027-01-10", "one");
  keepRoster(copy);
  expect([countWrongPin(copy), countWrongPin(copy)]).toEqual([4, 3]);
  clearWrongPins(copy);
  expect([1, 2, 3, 4].map(() => countWrongPin(copy))).toEqual([4, 3, 2, 1]);
  expect(keptRoster(TRIP, "2027-01-10")).not.toBeNull();
  expect(countWrongPin(copy)).toBe(0);
  expect(keptRoster(TRIP, "2027-01-10")).toBeNull();
  // Put back as it was, it stays shut: the register no longer lists it.
  localStorage.setItem(`safarnama-roster:${TRIP}/2027-01-10`, JSON.stringify(copy));
  expect(keptRoster(TRIP, "2027-01-10")).toBeNull();
});

it("keeps a copy until the end of the second day after its departure ends, in India", () => {
  expect(keptUntil("2027-01-17")).toBe("2027-01-20T00:00:00+05:30");
  keepRoster(copyOf("2027-01-10", "one"));
  forgetExpired(new Date("2027-01-19T18:29:00.000Z"));
  expect(keptRosters()).toHaveLength(1);
  forgetExpired(new Date("2027-01-19T18:30:00.000Z"));
  expect(keptRosters()).toEqual([]);
});

it("deletes the copies of departures the lead no longer leads, once the desk can ask", () => {
  keepRoster(copyOf("2027-01-10", "one"));
  keepRoster(copyOf("2027-02-10", "two"));
  const now = new Date("2027-01-09T00:00:00Z");
  forgetExpired(now, { email: "lead@safarnama.example", departures: [{ trip: TRIP, startDate: "2027-02-10" }] });
  expect(keptRosters().map((copy) => copy.startDate)).toEqual(["2027-02-10"]);
  forgetExpired(now, {
    email: "someone-else@safarnama.example",
    departures: [{ trip: TRIP, startDate: "2027-02-10" }],
  });
  expect(keptRosters()).toEqual([]);
});

it("keeps ticks and openings for a connection, a seat's later tick in place of its earlier one", () => {
  const tick = (seat: number, arrived: boolean, at: string) => ({ requestId: "r1", seat, arrived, at });
  waitCheckIn(TRIP, "2027-01-10", tick(1, true, "2027-01-10T05:00:00Z"));
  waitCheckIn(TRIP, "2027-01-10", tick(2, true, "2027-01-10T05:01:00Z"));
  waitCheckIn(TRIP, "2027-01-10", tick(1, false, "2027-01-10T05:02:00Z"));
  waitOpening(TRIP, "2027-01-10", "2027-01-10T04:59:00Z");
  const waiting = waitingFor(TRIP, "2027-01-10");
  expect(waiting.checkIns).toEqual([tick(2, true, "2027-01-10T05:01:00Z"), tick(1, false, "2027-01-10T05:02:00Z")]);
  expect(departuresWaiting()).toEqual([{ trip: TRIP, startDate: "2027-01-10" }]);
  // A tick made while the first ones were on their way stays for the next send.
  waitCheckIn(TRIP, "2027-01-10", tick(3, true, "2027-01-10T05:03:00Z"));
  sent(TRIP, "2027-01-10", waiting);
  expect(waitingFor(TRIP, "2027-01-10")).toEqual({ checkIns: [tick(3, true, "2027-01-10T05:03:00Z")], openings: [] });
  sent(TRIP, "2027-01-10", waitingFor(TRIP, "2027-01-10"));
  expect(departuresWaiting()).toEqual([]);
});
