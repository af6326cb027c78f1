// A fingerprint of what a request sent, so a retry under the same
// idempotency key can be told apart from a different request reusing it.
import type { FieldValue } from "../platform/form-body";

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

const sha256 = async (bytes: BufferSource) => hex(await crypto.subtle.digest("SHA-256", bytes));

/** SHA-256 over the path and the fields in name order, a file counted by its name and its bytes' own SHA-256. */
export async function bodyHash(path: string, fields: Map<string, FieldValue>): Promise<string> {
  const entries = await Promise.all(
    [...fields.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(async ([name, value]) => [
        name,
        typeof value === "string" ? value : { file: value.name, sha256: await sha256(await value.arrayBuffer()) },
      ]),
  );
  return sha256(new TextEncoder().encode(JSON.stringify([path, entries])));
}
