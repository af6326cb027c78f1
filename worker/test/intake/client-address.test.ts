/**
 * @jest-environment node
 */
// What the unpaid-seat limit per address counts by: the network a visitor
// controls, written one way, and its keyed fingerprint, never the address.
import { clientFingerprint, clientNetwork, FALLBACK_FINGERPRINT_KEY } from "../../intake/client-address";

const from = (address?: string) =>
  new Request("https://www.safarnama.in/api/bookings", {
    method: "POST",
    headers: address ? { "CF-Connecting-IP": address } : {},
  });

describe("clientNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["::ffff:192.0.2.99", "192.0.2.99"],
    ["::ffff:c000:263", "192.0.2.99"],
    ["64:ff9b::192.0.2.99", "64:ff9b:0:0::/64"],
  ])("writes %s as %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it.each([["256.1.1.1"], ["2001:db8::1::2"], ["1:2:3:4:5:6:7:8:9"], ["1:2:3:4:5:6:7"], ["not an address"]])(
    "takes %s, which is no address, as it came",
    (text) => {
      expect(clientNetwork(text)).toBe(text.toLowerCase());
    },
  );
});

describe("clientFingerprint", () => {
  /** HMAC-SHA256 (hex) of `network` under `key`, worked out here with WebCrypto. */
  async function hmac(key: string, network: string) {
    const encoder = new TextEncoder();
    const secret = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", secret, encoder.encode(network)));
    return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  it("is HMAC-SHA256 of the client's network under the Worker's key, and holds nothing of the address", async () => {
    const fingerprint = await clientFingerprint({ CLIENT_FINGERPRINT_KEY: "the key" }, from("203.0.113.7"));
    expect(fingerprint).toBe(await hmac("the key", "203.0.113.7"));
    expect(fingerprint).not.toContain("203");
  });

  it("gives one fingerprint to a /64 and another under another key", async () => {
    const env = { CLIENT_FINGERPRINT_KEY: "the key" };
    const first = await clientFingerprint(env, from("2001:db8:1:2::1"));
    expect(await clientFingerprint(env, from("2001:db8:1:2:ffff::9"))).toBe(first);
    expect(await clientFingerprint(env, from("2001:db8:1:3::1"))).not.toBe(first);
    expect(await clientFingerprint({ CLIENT_FINGERPRINT_KEY: "another key" }, from("2001:db8:1:2::1"))).not.toBe(first);
  });

  it("uses the documented fallback key when the secret is not set, and says so once", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await clientFingerprint({}, from("203.0.113.7"))).toBe(await hmac(FALLBACK_FINGERPRINT_KEY, "203.0.113.7"));
    expect(await clientFingerprint({ CLIENT_FINGERPRINT_KEY: "" }, from("203.0.113.8"))).toBe(
      await hmac(FALLBACK_FINGERPRINT_KEY, "203.0.113.8"),
    );
    expect(warn.mock.calls).toEqual([[JSON.stringify({ event: "client-fingerprint-key-unset" })]]);
    warn.mockRestore();
  });

  it("is null when the edge named no client", async () => {
    expect(await clientFingerprint({ CLIENT_FINGERPRINT_KEY: "the key" }, from())).toBeNull();
  });
});
