/**
 * @jest-environment node
 */
// The roster kept on a lead's phone, sealed under their PIN: nothing readable in what is stored, the
// right PIN opens it, a wrong one, a changed byte, a copy moved to another place or past its expiry
// does not.
import { TEST_ROSTER as ROSTER } from "../../../support/roster-fixture";
import {
  isValidPin,
  openRoster,
  PIN_ITERATIONS,
  sealRoster,
  type SealedRoster,
} from "../../../../src/components/staff/roster/roster-vault";

jest.setTimeout(60_000);

const NOW = new Date("2027-01-09T08:00:00.000Z");
const EXPIRES = "2027-01-20T00:00:00+05:30";
const PIN = "482913";

let copy: SealedRoster;
beforeAll(async () => {
  copy = await sealRoster(ROSTER, "lead@safarnama.example", PIN, EXPIRES, NOW);
});

it("stores nothing a reader of the phone's storage could read: no name, number, answer or ID", () => {
  const stored = JSON.stringify(copy);
  for (const secret of ["Ravi", "Ananya", "9812345678", "9876543210", "Inhaler", "Z1234567", "Meena", "peanuts"]) {
    expect(stored).not.toContain(secret);
  }
  expect(copy.iterations).toBe(PIN_ITERATIONS);
  expect(PIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
});

it("opens with the PIN it was sealed with, and not with any other", async () => {
  expect(await openRoster(copy, PIN, NOW)).toEqual(ROSTER);
  expect(await openRoster(copy, "482914", NOW)).toBeNull();
});

it("salts every copy afresh: the same roster and PIN never seal the same way twice", async () => {
  const again = await sealRoster(ROSTER, "lead@safarnama.example", PIN, EXPIRES, NOW);
  expect([again.salt, again.iv, again.sealed, again.copyId]).not.toEqual([
    copy.salt,
    copy.iv,
    copy.sealed,
    copy.copyId,
  ]);
});

it("does not open once any byte of it has changed, or when it is passed off as another copy or departure", async () => {
  const flipped = Buffer.from(copy.sealed, "base64");
  flipped[10] ^= 1;
  const tampered: SealedRoster[] = [
    { ...copy, sealed: flipped.toString("base64") },
    { ...copy, copyId: "another copy's id" },
    { ...copy, startDate: "2027-02-10" },
    { ...copy, email: "someone-else@safarnama.example" },
    { ...copy, iterations: 1_000 },
  ];
  for (const changed of tampered) expect(await openRoster(changed, PIN, NOW)).toBeNull();
});

it("does not open after its sealed expiry, even when the stored expiry is moved later", async () => {
  const later = new Date("2027-01-21T00:00:00.000Z");
  expect(await openRoster(copy, PIN, later)).toBeNull();
  expect(await openRoster({ ...copy, expiresAt: "2030-01-01T00:00:00Z" }, PIN, later)).toBeNull();
});

it("takes only a PIN of at least six digits", async () => {
  expect(["123456", "0000000"].map(isValidPin)).toEqual([true, true]);
  expect(["12345", "12345a", "", "１２３４５６"].map(isValidPin)).toEqual([false, false, false, false]);
  await expect(sealRoster(ROSTER, "lead@safarnama.example", "1234", EXPIRES, NOW)).rejects.toThrow(/6 digits/);
});
