// A trip lead's roster sealed for keeping on their phone: AES-GCM under a key derived from the PIN they
// choose (PBKDF2-HMAC-SHA256, 600,000 iterations, a random salt), all in the browser's WebCrypto. What
// is stored is the sealed roster and what is needed to open it, never a readable name, number or
// answer. The copy's own id, the lead's email and the departure are bound to it as associated data:
// a copy moved to another departure or another copy's place, or changed in any byte, does not open.
import type { Roster } from "../../../../requests/staff-roster";

/** OWASP's and NIST's floor for PBKDF2-HMAC-SHA256 from a short secret. */
export const PIN_ITERATIONS = 600_000;
/** The fewest digits a PIN may have. */
export const PIN_MIN_DIGITS = 6;

/** What is kept on the phone for one departure's roster. */
export interface SealedRoster {
  /** Random, and bound to the ciphertext: a copy is valid only while the phone's register lists it. */
  copyId: string;
  email: string;
  trip: string;
  /** The trip's name, to list the copy by when nothing else can be read: no personal data. */
  title: string;
  startDate: string;
  /** When the copy deletes itself (two days after the departure ends): no personal data. */
  expiresAt: string;
  /** The roster's version when taken, to tell whether it has changed since. */
  version: string;
  takenAt: string;
  iterations: number;
  salt: string;
  iv: string;
  sealed: string;
}

/** What the sealed part holds: the roster, and the expiry again (a changed plain expiry does not extend it). */
interface Sealed {
  roster: Roster;
  expiresAt: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Whether `pin` may seal a roster: digits only, at least PIN_MIN_DIGITS of them. */
export const isValidPin = (pin: string) => new RegExp(`^\\d{${PIN_MIN_DIGITS},}$`).test(pin);

async function keyFrom(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(pin), "PBKDF2", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** What the ciphertext is bound to. */
const boundTo = (copy: Pick<SealedRoster, "copyId" | "email" | "trip" | "startDate">) =>
  new TextEncoder().encode(`safarnama-roster|${copy.copyId}|${copy.email}|${copy.trip}|${copy.startDate}`);

/** Seals `roster` for `email` under `pin`, to expire at `expiresAt`. */
export async function sealRoster(
  roster: Roster,
  email: string,
  pin: string,
  expiresAt: string,
  now: Date,
): Promise<SealedRoster> {
  if (!isValidPin(pin)) throw new Error(`A PIN has at least ${PIN_MIN_DIGITS} digits.`);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const copy = {
    copyId: toBase64(crypto.getRandomValues(new Uint8Array(16))),
    email,
    trip: roster.trip.slug,
    startDate: roster.startDate,
  };
  const key = await keyFrom(pin, salt, PIN_ITERATIONS);
  const plain = new TextEncoder().encode(JSON.stringify({ roster, expiresAt } satisfies Sealed));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: boundTo(copy) }, key, plain);
  return {
    ...copy,
    title: roster.trip.title,
    expiresAt,
    version: roster.version,
    takenAt: now.toISOString(),
    iterations: PIN_ITERATIONS,
    salt: toBase64(salt),
    iv: toBase64(iv),
    sealed: toBase64(new Uint8Array(sealed)),
  };
}

/**
 * The roster inside `copy` opened with `pin`, or null when it does not open: a wrong PIN, or a copy
 * changed since it was sealed (either fails AES-GCM's check), or one past its sealed expiry.
 */
export async function openRoster(copy: SealedRoster, pin: string, now: Date): Promise<Roster | null> {
  try {
    const key = await keyFrom(pin, fromBase64(copy.salt), copy.iterations);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(copy.iv), additionalData: boundTo(copy) },
      key,
      fromBase64(copy.sealed),
    );
    const opened = JSON.parse(new TextDecoder().decode(plain)) as Sealed;
    return Date.parse(opened.expiresAt) > now.getTime() ? opened.roster : null;
  } catch {
    return null;
  }
}
