// A fingerprint of what a request sent, so a retry under the same
// idempotency key can be told apart from a different request reusing it.
import { sha256Hex } from "../platform/crypto";
import type { FieldValue } from "../platform/form-body";

/** SHA-256 over the path and the fields in name order, a file counted by its name and its bytes' own SHA-256. */
export async function bodyHash(path: string, fields: Map<string, FieldValue>): Promise<string> {
  const entries = await Promise.all(
    [...fields.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(async ([name, value]) => [
        name,
        typeof value === "string" ? value : { file: value.name, sha256: await sha256Hex(await value.arrayBuffer()) },
      ]),
  );
  return sha256Hex(new TextEncoder().encode(JSON.stringify([path, entries])));
}
