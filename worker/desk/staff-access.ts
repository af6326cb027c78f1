// Who is asking, for the staff desk. In production Cloudflare Access stands in
// front of /staff/ and /api/staff/: it signs staff in and adds a signed token
// (Cf-Access-Jwt-Assertion) to every request it lets through. The Worker still
// checks that token itself — signed by the team's key, for this application,
// not expired — so a request that reaches it some other way gets nothing.
// Locally and in tests, a stand-in for Access (scripts/local-access.mjs) holds
// the key and serves the key set at the same address on its own origin.
import { createRemoteJWKSet, jwtVerify } from "jose";

/** The header Access adds; its CF_Authorization cookie carries the same token for the browser. */
export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";

/** Where an Access team publishes the public keys its tokens are signed with. */
export const ACCESS_CERTS_PATH = "/cdn-cgi/access/certs";

// One key set per team for the isolate's life: jose fetches it once, caches it,
// and fetches again when a token names a key it does not hold (Access rotates keys).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(teamDomain: string) {
  let keySet = keySets.get(teamDomain);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(ACCESS_CERTS_PATH, teamDomain));
    keySets.set(teamDomain, keySet);
  }
  return keySet;
}

/**
 * Who `request` comes from, as Access signed them in (what they may do is staff-policy.ts's), or null: no token, or one that is not
 * signed by the team's key, is for another application, has expired or names
 * no email. Without ACCESS_TEAM_DOMAIN and ACCESS_AUD nobody gets in.
 */
export async function staffMemberOf(
  request: Request,
  env: Pick<Env, "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD">,
): Promise<{ email: string } | null> {
  const token = request.headers.get(ACCESS_TOKEN_HEADER);
  if (!token) return null;
  if (!env.ACCESS_TEAM_DOMAIN || !env.ACCESS_AUD) {
    console.error(JSON.stringify({ event: "staff-access-not-configured" }));
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keySetOf(env.ACCESS_TEAM_DOMAIN), {
      issuer: env.ACCESS_TEAM_DOMAIN,
      audience: env.ACCESS_AUD,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "email"],
    });
    return typeof payload.email === "string" && payload.email !== "" ? { email: payload.email } : null;
  } catch (error) {
    // Why, for the logs only: the answer says nothing about it.
    console.warn(JSON.stringify({ event: "staff-token-refused", reason: (error as Error).name }));
    return null;
  }
}
