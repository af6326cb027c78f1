// The GST identification number (GSTIN) and what can be known of one without
// asking the GST portal: its shape, its State code, and its check character.
// The agency's own GSTIN (data/tax.json) and a business booker's are held to
// the same rules, in the build, the booking form and the Worker. A GSTIN that
// passes is well-formed, not proof that it is registered or active.
import { gstStateOf } from "./indian-states";

/**
 * 15 characters: the State code (2 digits), the holder's PAN (5 letters, 4 digits, a letter), the
 * number of the registration under that PAN in the State (1–9, then A–Z), 'Z' by default, and the
 * check character.
 */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The characters of a GSTIN, whose position here is their value in the check character's sum. */
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of a GSTIN's first 14 characters: each character's value multiplied by 1 and 2
 * in turn, each product's base-36 digits added up, and the character that brings the sum to a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN, as the messages that explain it name it. */
export type GstinProblem = "shape" | "state" | "check";

/** A GSTIN as it is written: capital letters, no spaces (people type '06 aafcs…'). */
export function normaliseGstin(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/** What is wrong with `gstin` (already normalised), or undefined when it is well-formed. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  if (!GSTIN_SHAPE.test(gstin)) return "shape";
  if (gstStateOf(gstin.slice(0, 2)) === undefined) return "state";
  if (gstinCheckCharacter(gstin) !== gstin[14]) return "check";
  return undefined;
}

/** The GST State code a GSTIN was issued in: its first two digits. */
export const stateCodeOfGstin = (gstin: string) => gstin.slice(0, 2);

/** What the build tells an editor about a GSTIN in data/ (the booking form says it in the page's language). */
export const GSTIN_PROBLEM_MESSAGES: Record<GstinProblem, string> = {
  shape:
    "must be a GSTIN: 15 capital letters and digits, e.g. 06AAFCS1234M1ZC (the State's 2-digit code, the PAN, the registration's number, Z and a check character)",
  state: "does not start with a State's GST code: a GSTIN's first two digits are 01 to 38",
  check:
    "has the wrong check character (its last): one of its characters is mistyped; copy it from the GST registration certificate",
};
