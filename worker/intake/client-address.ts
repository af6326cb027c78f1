// Who sent a request, as far as the intake needs to know beyond the rate
// limit's count (platform/middleware.ts): for a booking's unpaid-seat limit per
// address, a keyed fingerprint of the network it came from, so that the
// address itself is never stored (migrations/0008_unpaid_hold_limits.sql).
import { hmacHex } from "../platform/crypto";

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv4 address's four numbers, or null when `text` is not one. */
function ipv4Bytes(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const bytes = match.slice(1).map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** An IPv6 address's eight 16-bit groups, "::" and an IPv4 tail spelled out; null when `text` is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text;
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail) {
    const bytes = ipv4Bytes(tail[1]);
    if (!bytes) return null;
    address = `${address.slice(0, tail.index)}:${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groupsOf(halves[0]);
  const rest = halves.length === 2 ? groupsOf(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  // Without "::" all eight groups are written; "::" stands for one or more.
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => "0"), ...rest];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * The network one visitor controls, written one way: an IPv4 address as it
 * is (carriers put many people behind one, which the higher limit per address
 * allows for), and an IPv6 address's first 64 bits, since a home or a phone
 * is given a whole /64 and can send from any address in it. An IPv4 address
 * written as IPv6 (::ffff:192.0.2.1) is that IPv4 address; anything else is
 * taken as it came.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().toLowerCase().split("%")[0];
  const ipv4 = ipv4Bytes(text);
  if (ipv4) return ipv4.join(".");
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The key the fingerprints are made with when the Worker has no
 * CLIENT_FINGERPRINT_KEY secret (locally, and in the tests). Anyone who knows
 * it and reads the database could find an address by trying all of them, so
 * production sets the secret (docs/deploying.md).
 */
export const FALLBACK_FINGERPRINT_KEY = "safarnama-client-fingerprint: set the CLIENT_FINGERPRINT_KEY secret";

let warnedOfFallback = false;

/**
 * The fingerprint of the network `request` came from: HMAC-SHA256 under the
 * Worker's CLIENT_FINGERPRINT_KEY, so equal networks give equal fingerprints
 * and the database alone gives no address back. Null when the edge named no
 * client (it always does on Cloudflare).
 */
export async function clientFingerprint(
  env: Pick<Env, "CLIENT_FINGERPRINT_KEY">,
  request: Request,
): Promise<string | null> {
  const address = request.headers.get("CF-Connecting-IP");
  if (!address) return null;
  if (!env.CLIENT_FINGERPRINT_KEY && !warnedOfFallback) {
    warnedOfFallback = true;
    console.warn(JSON.stringify({ event: "client-fingerprint-key-unset" }));
  }
  return hmacHex(env.CLIENT_FINGERPRINT_KEY || FALLBACK_FINGERPRINT_KEY, clientNetwork(address));
}
