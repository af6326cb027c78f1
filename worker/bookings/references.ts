// What identifies a booking to its traveller: a reference they can read out
// on the phone, and a secret that makes the link to their booking page theirs
// (compared with platform/crypto.ts's sameSecret).
import { toHex } from "../platform/crypto";

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, 5/S, 8/B). */
const REFERENCE_ALPHABET = "2345679ACDEFGHJKMNPQRTUVWXYZ";
const REFERENCE_LENGTH = 8;

/** 'SF-7K3Q9XMD': 28^8 ≈ 3.8 × 10^11 references; the database's unique index refuses a repeat. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH));
  // 256 is not a multiple of 28, so a byte's value modulo 28 favours the first 4 characters slightly: harmless for a name.
  return `SF-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

/** 24 random bytes as 48 hex digits: the booking page's secret, sent only in the traveller's emails. */
export const newToken = (): string => toHex(crypto.getRandomValues(new Uint8Array(24)));
