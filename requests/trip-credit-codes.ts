// A trip credit's code as travellers type it and the Worker issues it: 'TC-7K3Q-9XMD'. The letters
// leave out those a person reading a code aloud confuses (0/O, 1/I/L, 2/Z, 5/S), so a code read over
// the phone is typed right; the booking form and the Worker read a typed code the same way.

/** The letters and digits of a code. */
export const CREDIT_CODE_LETTERS = "346789ABCDEFGHJKMNPQRTUVWXY";

/** The letters of a code after its 'TC': eight, in two groups of four. */
const CODE_LENGTH = 8;

/** A code as typed ('tc 7k3q 9xmd', '7K3Q9XMD'), written as issued ('TC-7K3Q-9XMD'); null when it cannot be one. */
export function normalCreditCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s-]/g, "");
  const bare = letters.startsWith("TC") ? letters.slice(2) : letters;
  if (bare.length !== CODE_LENGTH || [...bare].some((letter) => !CREDIT_CODE_LETTERS.includes(letter))) return null;
  return `TC-${bare.slice(0, 4)}-${bare.slice(4)}`;
}

/** What the Worker answers about a credit code (POST API_PATHS.credits): what it holds and until when. */
export interface CreditAnswer {
  code: string;
  /** Paise left on it. */
  left: number;
  /** The last day (India's date) a booking may spend it. */
  validUntil: string;
}
