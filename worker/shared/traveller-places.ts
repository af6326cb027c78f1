// Where each sealed piece of a traveller's data is kept, which is also the
// "place" it is sealed for (platform/personal-data.ts): a value copied to
// another traveller's row, or a proof to another key, does not open there.
import { toHex } from "../platform/crypto";

/** The place of a seat's sealed ID number (travellers.id_number). */
export const idNumberPlace = (requestId: string, seat: number) => `travellers/${requestId}/${seat}/id_number`;

/** The place of a seat's sealed health answers (travellers.health). */
export const healthPlace = (requestId: string, seat: number) => `travellers/${requestId}/${seat}/health`;

/** The prefix of every fitness proof in the private bucket, beside the resumes. */
export const PROOF_KEY_PREFIX = "proofs/";

/** A new R2 key for a seat's fitness proof, unguessable; the key is the proof's place too. */
export const newProofKey = (requestId: string, seat: number) =>
  `${PROOF_KEY_PREFIX}${requestId}/${seat}/${toHex(crypto.getRandomValues(new Uint8Array(16)))}`;
