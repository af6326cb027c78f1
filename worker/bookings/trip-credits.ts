// Trip credits: what a cancellation kept instead of its refund, as a code the
// traveller spends on a new booking. The code is the credit's only key, so it
// is long enough not to be guessed (40 bits of randomness in 8 letters and
// digits, none of them easily misread), and whether a code may pay is worked
// out here, the same for the booking form's answer and the Worker's check.
import type { TripCreditRow } from "../db/rows";

/** The letters and digits of a code: no 0/O, 1/I/L, 5/S or 2/Z, which a traveller reading it out would confuse. */
const CODE_LETTERS = "346789ABCDEFGHJKMNPQRTUVWXY";

/** 'TC-7K3Q-9XMD': a new credit's code. */
export function newCreditCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const letters = [...bytes].map((byte) => CODE_LETTERS[byte % CODE_LETTERS.length]).join("");
  return `TC-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** A code as typed: upper case, spaces and dashes where the traveller put them or not. */
export function normalCreditCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s-]/g, "");
  const bare = letters.startsWith("TC") ? letters.slice(2) : letters;
  if (bare.length !== 8 || [...bare].some((letter) => !CODE_LETTERS.includes(letter))) return null;
  return `TC-${bare.slice(0, 4)}-${bare.slice(4)}`;
}

/** Why a credit cannot pay on `today`, or how much it holds (paise). */
export type CreditStanding =
  | { usable: true; left: number; validUntil: string }
  | { usable: false; why: "unknown" | "expired" | "spent"; validUntil?: string };

export function creditStanding(credit: TripCreditRow | null, today: string): CreditStanding {
  if (!credit) return { usable: false, why: "unknown" };
  if (credit.valid_until < today) return { usable: false, why: "expired", validUntil: credit.valid_until };
  const left = credit.amount - credit.spent;
  if (left <= 0) return { usable: false, why: "spent", validUntil: credit.valid_until };
  return { usable: true, left, validUntil: credit.valid_until };
}
