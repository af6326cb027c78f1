// Where each sealed piece of a traveller's data is kept, which is also the
// "place" it is sealed for (worker/platform/personal-data.ts): the booking
// page that seals a value and the desk that opens it build the same string
// here, so a value copied to another seat or field does not open there.

/** The place of a seat's sealed ID number (travellers.id_number). */
export const idNumberPlace = (requestId: string, seat: number) => `travellers/${requestId}/${seat}/id_number`;

/** The place of a seat's sealed health answers (travellers.health). */
export const healthPlace = (requestId: string, seat: number) => `travellers/${requestId}/${seat}/health`;

/**
 * A fitness proof's R2 key (travellers.proof_key), and the place its bytes
 * are sealed for; `random` makes each upload's key new, so a replaced proof
 * never shares a key with the one it replaces. The object's customMetadata
 * `keyId` names the key it was sealed with. Proofs share the private bucket
 * with the resumes, under their own prefix.
 */
export const proofPlace = (requestId: string, seat: number, random: string) => `proofs/${requestId}/${seat}/${random}`;
