/**
 * @jest-environment node
 */
import { Refusal } from "../answers";
import { corsHeaders, preflightAnswer, refuseForeignOrigin } from "../cors";

const env = { ALLOWED_ORIGINS: " https://safarnama.netlify.app ,https://d1.cloudfront.net" };
const request = (origin?: string) =>
  new Request("https://www.safarnama.in/api/bookings", { method: "POST", headers: origin ? { Origin: origin } : {} });

describe("CORS", () => {
  it("allows a listed origin and names it, and varies on Origin for everyone", () => {
    expect(corsHeaders(request("https://safarnama.netlify.app"), env)).toEqual({
      "Access-Control-Allow-Origin": "https://safarnama.netlify.app",
      Vary: "Origin",
    });
    expect(corsHeaders(request("https://evil.example"), env)).toEqual({ Vary: "Origin" });
    expect(corsHeaders(request(), { ALLOWED_ORIGINS: "" })).toEqual({ Vary: "Origin" });
  });

  it("answers a preflight from a listed origin only", () => {
    expect(preflightAnswer(request("https://d1.cloudfront.net"), env).status).toBe(204);
    expect(preflightAnswer(request("https://evil.example"), env).status).toBe(403);
  });

  it("refuses a post from another site's page, not from its own pages, a listed host or a script", () => {
    expect(() => refuseForeignOrigin(request("https://evil.example"), env)).toThrow(Refusal);
    expect(() => refuseForeignOrigin(request("https://www.safarnama.in"), env)).not.toThrow();
    expect(() => refuseForeignOrigin(request("https://safarnama.netlify.app"), env)).not.toThrow();
    expect(() => refuseForeignOrigin(request(), env)).not.toThrow();
  });
});
