/**
 * @jest-environment node
 */
import { Hono } from "hono";
import { corsHeaders, fromTheDesk, fromTheSite, preflight, withCors } from "../../platform/middleware";
import type { AppEnv } from "../../platform/hono-app";

const env = { ALLOWED_ORIGINS: " https://safarnama.netlify.app ,https://d1.cloudfront.net" } as Env;
const SITE = "https://www.safarnama.in";

/** A POST to `path` of a tiny app with the middleware under test, from `origin` (none: a script's). */
function post(path: string, origin?: string) {
  const app = new Hono<AppEnv>();
  app.onError((error) => new Response(error.message, { status: 403 }));
  app.options("/form", preflight);
  app.post("/form", withCors, fromTheSite, (c) => c.text("stored", 201));
  app.post("/desk", fromTheDesk, (c) => c.text("changed"));
  const method = path === "/preflight" ? "OPTIONS" : "POST";
  return app.request(
    `${SITE}${path === "/preflight" ? "/form" : path}`,
    { method, headers: origin ? { Origin: origin } : {} },
    env,
  );
}

describe("CORS", () => {
  it("allows a listed origin and names it, and varies on Origin for everyone", () => {
    const request = (origin?: string) =>
      new Request(`${SITE}/api/bookings`, { headers: origin ? { Origin: origin } : {} });
    expect(corsHeaders(request("https://safarnama.netlify.app"), env)).toEqual({
      "Access-Control-Allow-Origin": "https://safarnama.netlify.app",
      Vary: "Origin",
    });
    expect(corsHeaders(request("https://evil.example"), env)).toEqual({ Vary: "Origin" });
    expect(corsHeaders(request(), { ALLOWED_ORIGINS: "" })).toEqual({ Vary: "Origin" });
  });

  it("answers a preflight from a listed origin only", async () => {
    expect((await post("/preflight", "https://d1.cloudfront.net")).status).toBe(204);
    expect((await post("/preflight", "https://evil.example")).status).toBe(403);
  });

  it("takes a form from the site's own pages, a listed host or a script, not from another site's page", async () => {
    expect((await post("/form", "https://evil.example")).status).toBe(403);
    for (const origin of [SITE, "https://safarnama.netlify.app", undefined]) {
      expect([origin, (await post("/form", origin)).status]).toEqual([origin, 201]);
    }
    const listed = await post("/form", "https://safarnama.netlify.app");
    expect(listed.headers.get("Access-Control-Allow-Origin")).toBe("https://safarnama.netlify.app");
  });

  it("takes a form from a page of its own sent with 'Origin: null' (no-referrer) by the browser's Sec-Fetch-Site, not another site's", async () => {
    const app = new Hono<AppEnv>();
    app.onError((error) => new Response(error.message, { status: 403 }));
    app.post("/form", fromTheSite, (c) => c.text("stored", 201));
    const sent = (site: string) =>
      app.request(`${SITE}/form`, { method: "POST", headers: { Origin: "null", "Sec-Fetch-Site": site } }, env);
    expect((await sent("same-origin")).status).toBe(201);
    expect((await sent("cross-site")).status).toBe(403);
    expect((await sent("same-site")).status).toBe(403);
  });

  it("takes a staff change from the desk's own origin only, never without an Origin or from a listed host", async () => {
    expect((await post("/desk", SITE)).status).toBe(200);
    for (const origin of ["https://evil.example", "https://safarnama.netlify.app", undefined]) {
      expect([origin, (await post("/desk", origin)).status]).toEqual([origin, 403]);
    }
  });
});
