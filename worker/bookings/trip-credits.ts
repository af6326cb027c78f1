// Trip credits: what a cancellation kept instead of its refund, as a code the
// traveller spends on a new booking. The code is the credit's only key, so it
// is long enough not to be guessed (8 letters of 27: 38 bits, and the intake's
// rate limit in front of every try), and whether a code may pay is worked out
// here, the same for the booking form's check and the booking itself.
import { CREDIT_CODE_LETTERS } from "../../requests/trip-credit-codes";
import type { TripCreditRow } from "../db/rows";

/** 'TC-7K3Q-9XMD': a new credit's code. */
export function newCreditCode(): string {
  // 256 is not a multiple of 27: rejecting bytes from 243 up keeps every letter equally likely.
  const letters: string[] = [];
  while (letters.length < 8) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 243 && letters.length < 8) letters.push(CREDIT_CODE_LETTERS[byte % CREDIT_CODE_LETTERS.length]);
    }
  }
  return `TC-${letters.slice(0, 4).join("")}-${letters.slice(4).join("")}`;
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
