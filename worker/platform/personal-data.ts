// Sealing what a traveller tells the agency in confidence (ID numbers, health
// answers, fitness proofs) before it reaches D1 or R2: AES-256-GCM through
// WebCrypto, under keys from the Worker's secret PERSONAL_DATA_KEYS. Each
// sealed value names the key it was sealed with, so a new key can be added
// in front and the old one kept until nothing sealed under it is left
// (docs/deploying.md, "Rotating the personal-data key"). Each value is also
// bound to where it is kept (its "place", e.g. travellers/<id>/2/id_number):
// a sealed value copied to another row or field does not open there.

/** The secret's form: `id:base64key` pairs, comma-separated, the key to seal with first. */
const KEY_ENTRY = /^([a-z0-9][a-z0-9-]{0,31}):([A-Za-z0-9+/]{43}=)$/;

export interface PersonalDataKeys {
  /** The id of the key new values are sealed with. */
  currentId: string;
  keys: Map<string, CryptoKey>;
}

/** Why personal data cannot be sealed or opened: the secret is missing or malformed, or a value's key is gone. */
export class PersonalDataKeyError extends Error {}

const keyCache = new Map<string, Promise<PersonalDataKeys>>();

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

async function importKeys(secret: string): Promise<PersonalDataKeys> {
  const entries = secret
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new PersonalDataKeyError("PERSONAL_DATA_KEYS is empty");
  const keys = new Map<string, CryptoKey>();
  for (const entry of entries) {
    const match = KEY_ENTRY.exec(entry);
    // The key itself is never part of the message.
    if (!match) throw new PersonalDataKeyError("PERSONAL_DATA_KEYS: each entry must be id:<32 bytes in base64>");
    keys.set(
      match[1],
      await crypto.subtle.importKey("raw", fromBase64(match[2]), "AES-GCM", false, ["encrypt", "decrypt"]),
    );
  }
  return { currentId: KEY_ENTRY.exec(entries[0])![1], keys };
}

/** The keys of the secret, imported once per isolate. Throws PersonalDataKeyError when it is unset or malformed. */
export function personalDataKeys(secret: string | undefined): Promise<PersonalDataKeys> {
  if (!secret) return Promise.reject(new PersonalDataKeyError("PERSONAL_DATA_KEYS is not set"));
  let keys = keyCache.get(secret);
  if (!keys) {
    keys = importKeys(secret);
    keyCache.set(secret, keys);
  }
  return keys;
}

const IV_BYTES = 12;

async function encrypt(keys: PersonalDataKeys, place: string, plain: Uint8Array): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(place) },
    keys.keys.get(keys.currentId)!,
    // A copy backed by its own ArrayBuffer: WebCrypto's types (the browser's lib too) refuse a view of a shared one.
    plain.slice(),
  );
  const sealed = new Uint8Array(IV_BYTES + cipher.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(cipher), IV_BYTES);
  return sealed;
}

async function decrypt(keys: PersonalDataKeys, keyId: string, place: string, sealed: Uint8Array): Promise<Uint8Array> {
  const key = keys.keys.get(keyId);
  if (!key) throw new PersonalDataKeyError(`No key "${keyId}" in PERSONAL_DATA_KEYS to open a value sealed under it`);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: sealed.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(place) },
    key,
    sealed.slice(IV_BYTES),
  );
  return new Uint8Array(plain);
}

/** `text` sealed for `place`, as text a column keeps: `<key id>.<base64 of IV and ciphertext>`. */
export async function sealText(keys: PersonalDataKeys, place: string, text: string): Promise<string> {
  return `${keys.currentId}.${toBase64(await encrypt(keys, place, new TextEncoder().encode(text)))}`;
}

/** The text sealed by sealText for the same `place`; throws when the key is gone or the value was altered or moved. */
export async function openText(keys: PersonalDataKeys, place: string, sealed: string): Promise<string> {
  const dot = sealed.indexOf(".");
  if (dot < 1) throw new PersonalDataKeyError("Not a sealed value");
  return new TextDecoder().decode(await decrypt(keys, sealed.slice(0, dot), place, fromBase64(sealed.slice(dot + 1))));
}

/** A file's bytes sealed for `place`, with the id of the key (kept beside it, in the object's metadata). */
export async function sealBytes(
  keys: PersonalDataKeys,
  place: string,
  bytes: Uint8Array,
): Promise<{ keyId: string; sealed: Uint8Array }> {
  return { keyId: keys.currentId, sealed: await encrypt(keys, place, bytes) };
}

/** The bytes sealed by sealBytes under `keyId` for the same `place`. */
export const openBytes = (keys: PersonalDataKeys, keyId: string, place: string, sealed: Uint8Array) =>
  decrypt(keys, keyId, place, sealed);

/** The id of the key a sealed text was sealed with: what a rotation counts. */
export const sealedKeyId = (sealed: string) => sealed.slice(0, Math.max(0, sealed.indexOf(".")));
