// Calls to the staff API on an engine, as the desk's page makes them: signed in by an Access token,
// and a POST from the desk's own origin.

/** A call to `path` on the engine at `origin`, signed in with `token`; a body is sent as JSON. */
export const staffCall = (origin: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: {
      "Cf-Access-Jwt-Assertion": token,
      ...(method === "POST" ? { Origin: origin } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
