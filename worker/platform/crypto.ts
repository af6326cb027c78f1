// The few cryptographic steps the Worker takes, each written once with
// WebCrypto: bytes as hex, SHA-256 and HMAC-SHA256 digests, and comparing a
// secret someone sent with the one kept, in time that does not depend on
// where they differ.

/** Bytes as lower-case hex, two digits a byte. */
export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** Hex SHA-256 of `bytes`. */
export const sha256Hex = async (bytes: BufferSource) => toHex(await crypto.subtle.digest("SHA-256", bytes));

/** Hex HMAC-SHA256 of `message` under `secret`. */
export async function hmacHex(secret: string, message: string | ArrayBuffer): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return toHex(await crypto.subtle.sign("HMAC", key, typeof message === "string" ? encoder.encode(message) : message));
}

/**
 * Whether `given` equals `kept`, taking as long whatever their contents: for
 * tokens, states and signatures, where an early exit would tell an attacker
 * how much of a guess was right.
 */
export function sameSecret(given: string, kept: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(kept);
  // workerd's timingSafeEqual refuses buffers of different lengths; the length of a token or signature is no secret.
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}
