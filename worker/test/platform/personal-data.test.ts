/**
 * @jest-environment node
 */
import {
  openBytes,
  openText,
  PersonalDataKeyError,
  personalDataKeys,
  sealBytes,
  sealedKeyId,
  sealText,
} from "../../platform/personal-data";

const key = (fill: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)));
const base64Bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const asLatin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe("personal data sealed with AES-GCM under the Worker's keys", () => {
  it("seals text that opens only for the same place, and never holds the plain text", async () => {
    const keys = await personalDataKeys(`k2:${key(2)},k1:${key(1)}`);
    const sealed = await sealText(keys, "travellers/r1/1/id_number", "K1234567");
    expect(sealed).toMatch(/^k2\.[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain("K1234567");
    expect(asLatin1(base64Bytes(sealed.slice(3)))).not.toContain("K1234567");
    expect(sealedKeyId(sealed)).toBe("k2");
    await expect(openText(keys, "travellers/r1/1/id_number", sealed)).resolves.toBe("K1234567");
    // Moved to another traveller's row, it does not open.
    await expect(openText(keys, "travellers/r1/2/id_number", sealed)).rejects.toThrow();
  });

  it("seals the same text differently each time (a fresh IV)", async () => {
    const keys = await personalDataKeys(`k1:${key(1)}`);
    expect(await sealText(keys, "p", "same")).not.toBe(await sealText(keys, "p", "same"));
  });

  it("opens what an older key sealed once a new key is put in front, and refuses when that key is removed", async () => {
    const old = await personalDataKeys(`k1:${key(1)}`);
    const sealed = await sealText(old, "p", "1234");
    const rotated = await personalDataKeys(`k2:${key(2)},k1:${key(1)}`);
    await expect(openText(rotated, "p", sealed)).resolves.toBe("1234");
    expect(sealedKeyId(await sealText(rotated, "p", "1234"))).toBe("k2");
    const without = await personalDataKeys(`k2:${key(2)}`);
    await expect(openText(without, "p", sealed)).rejects.toThrow('No key "k1"');
  });

  it("refuses an altered value", async () => {
    const keys = await personalDataKeys(`k1:${key(1)}`);
    const sealed = await sealText(keys, "p", "asthma");
    const bytes = base64Bytes(sealed.slice(3));
    bytes[bytes.length - 1] ^= 1;
    await expect(openText(keys, "p", `k1.${btoa(asLatin1(bytes))}`)).rejects.toThrow();
  });

  it("seals a file's bytes with the key id kept beside them", async () => {
    const keys = await personalDataKeys(`k1:${key(1)}`);
    const file = new TextEncoder().encode("%PDF-1.7 proof of a 5 km walk");
    const { keyId, sealed } = await sealBytes(keys, "proofs/a", file);
    expect(keyId).toBe("k1");
    expect(asLatin1(sealed)).not.toContain("%PDF");
    expect(new TextDecoder().decode(await openBytes(keys, keyId, "proofs/a", sealed))).toBe(
      "%PDF-1.7 proof of a 5 km walk",
    );
  });

  it("refuses a missing or malformed secret without printing it", async () => {
    await expect(personalDataKeys(undefined)).rejects.toBeInstanceOf(PersonalDataKeyError);
    await expect(personalDataKeys("k1:short")).rejects.toThrow("each entry must be id:<32 bytes in base64>");
    await expect(personalDataKeys("k1:short")).rejects.not.toThrow("short");
  });
});
