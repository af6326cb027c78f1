import { apiOrigin } from "../../hosting/api-origin.mjs";
import { contentSecurityPolicy } from "../../hosting/content-security-policy.mjs";

const NO_INLINE_CODE = { scripts: [], styles: [] };
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("apiOrigin", () => {
  it("is empty when API_ORIGIN is not set: the forms post to the pages' own origin", () => {
    expect(apiOrigin(undefined)).toBe("");
    expect(apiOrigin("")).toBe("");
  });

  it("takes an http(s) origin, with or without its trailing slash", () => {
    expect(apiOrigin("https://www.safarnama.in")).toBe("https://www.safarnama.in");
    expect(apiOrigin("https://api.safarnama.in/")).toBe("https://api.safarnama.in");
    expect(apiOrigin("http://localhost:9400")).toBe("http://localhost:9400");
  });

  it.each(["www.safarnama.in", "https://www.safarnama.in/api", "ftp://safarnama.in", "javascript:alert(1)"])(
    "stops the build for %s, saying what it must be",
    (value) => {
      expect(() => apiOrigin(value)).toThrow(/API_ORIGIN must be an origin such as https:\/\/www\.safarnama\.in/);
    },
  );
});

describe("the site's policy and the intake API", () => {
  it("lets pages send requests and post forms to their own origin only, by default", () => {
    const policy = contentSecurityPolicy(NO_INLINE_CODE);
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });

  it("adds API_ORIGIN to exactly those two directives when the Worker is on another origin", () => {
    const policy = contentSecurityPolicy(NO_INLINE_CODE, "https://api.safarnama.in");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.safarnama.in");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://api.safarnama.in");
    expect(policy.match(/https:\/\/api\.safarnama\.in/g)).toHaveLength(2);
  });
});
