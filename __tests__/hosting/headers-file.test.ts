import {
  formatHeadersFile,
  HeadersFileError,
  headersFileProblems,
  headersFor,
  MAX_LINE_LENGTH,
  MAX_RULES,
  mergeRulesByPath,
  parseHeadersFile,
} from "../../hosting/headers-file.mjs";

describe("formatHeadersFile and headersFileProblems", () => {
  it("writes rules the parser reads back unchanged", () => {
    const rules = [
      { path: "/*", headers: [["X-Frame-Options", "DENY"]] as [string, string][] },
      { path: "/static/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] as [string, string][] },
    ];
    const text = formatHeadersFile(rules, ["Generated"]);
    expect(text.startsWith("# Generated\n\n/*\n  X-Frame-Options: DENY\n")).toBe(true);
    expect(parseHeadersFile(text).map(({ path, headers }) => ({ path, headers }))).toEqual(rules);
    expect(headersFileProblems(rules, text)).toEqual([]);
  });

  it("reports a line over Cloudflare's 2,000 characters and more than 100 rules", () => {
    const long = [
      {
        path: "/*",
        headers: [["Content-Security-Policy", `script-src ${"x".repeat(MAX_LINE_LENGTH)}`]] as [string, string][],
      },
    ];
    expect(headersFileProblems(long, formatHeadersFile(long))).toEqual([
      "_headers line 2 (Content-Security-Policy for /*) is 2038 characters; Cloudflare Pages ignores lines over 2000.",
    ]);
    const many = Array.from({ length: MAX_RULES + 1 }, (_, index) => ({
      path: `/${index}`,
      headers: [["X", "y"]] as [string, string][],
    }));
    expect(headersFileProblems(many, formatHeadersFile(many))).toEqual([
      "_headers has 101 rules; Cloudflare Pages applies at most 100.",
    ]);
  });

  it("reports a path written twice, since Cloudflare keeps only its last block, and merges such blocks into one", () => {
    const twice = [
      { path: "/", headers: [["Content-Security-Policy", "default-src 'self'"]] as [string, string][] },
      { path: "/static/*", headers: [["Cache-Control", "immutable"]] as [string, string][] },
      { path: "/", headers: [["Cache-Control", "no-cache"]] as [string, string][] },
    ];
    expect(headersFileProblems(twice, formatHeadersFile(twice))).toEqual([
      "_headers has more than one rule for /; Cloudflare Pages keeps only the last.",
    ]);
    const merged = mergeRulesByPath(twice);
    expect(merged).toEqual([
      {
        path: "/",
        headers: [
          ["Content-Security-Policy", "default-src 'self'"],
          ["Cache-Control", "no-cache"],
        ],
      },
      { path: "/static/*", headers: [["Cache-Control", "immutable"]] },
    ]);
    expect(headersFileProblems(merged, formatHeadersFile(merged))).toEqual([]);
  });
});

const FILE = `# a comment
/*
  X-Frame-Options: DENY
  X-Robots-Tag: noindex

/static/*
  Cache-Control: public, max-age=31536000, immutable

/trips/:slug/
  X-Robots-Tag: nosnippet
`;

describe("parseHeadersFile (what the local server reads, as a CDN would)", () => {
  it("reads path lines and their indented headers, skipping comments and blank lines", () => {
    expect(parseHeadersFile(FILE)).toEqual([
      {
        path: "/*",
        line: 2,
        headers: [
          ["X-Frame-Options", "DENY"],
          ["X-Robots-Tag", "noindex"],
        ],
      },
      { path: "/static/*", line: 6, headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
      { path: "/trips/:slug/", line: 9, headers: [["X-Robots-Tag", "nosnippet"]] },
    ]);
  });

  it("keeps the colons inside a value", () => {
    const [rule] = parseHeadersFile("/\n  Content-Security-Policy: img-src 'self' data:\n");
    expect(rule.headers).toEqual([["Content-Security-Policy", "img-src 'self' data:"]]);
  });

  it.each([
    ["a header before any path", "  X-Frame-Options: DENY\n", "line 1: a header comes before any URL path"],
    [
      "a path that is not a path",
      "trips/*\n  X: y\n",
      'line 1: a rule must start with a URL path beginning with /, found "trips/*"',
    ],
    ["two splats", "/*/static/*\n  X: y\n", 'line 1: "/*/static/*" has more than one *'],
    [
      "a header without a colon",
      "/\n  X-Frame-Options DENY\n",
      'line 2: expected "Name: value", found "X-Frame-Options DENY"',
    ],
    [
      "Cloudflare's detach syntax, which Netlify would not read",
      "/\n  ! Cache-Control\n",
      'line 2: expected "Name: value"',
    ],
  ])("rejects %s, naming the line", (_case, text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(HeadersFileError);
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});

describe("headersFor", () => {
  const rules = parseHeadersFile(FILE);

  it("applies every matching rule; a splat crosses slashes, a placeholder matches one segment", () => {
    expect(Object.fromEntries(headersFor(rules, "/static/abc/def/hero.avif"))).toEqual({
      "X-Frame-Options": "DENY",
      "X-Robots-Tag": "noindex",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(headersFor(rules, "/trips/spiti/").get("X-Robots-Tag")).toBe("noindex, nosnippet");
    expect(headersFor(rules, "/trips/page/2/").get("X-Robots-Tag")).toBe("noindex");
  });

  it("joins a header set by two matching rules with a comma, as Cloudflare Pages does", () => {
    const twice = parseHeadersFile("/*\n  Cache-Control: no-cache\n/app.js\n  Cache-Control: immutable\n");
    expect(headersFor(twice, "/app.js").get("Cache-Control")).toBe("no-cache, immutable");
  });

  it("keeps only the last block of a path written twice, as Cloudflare's runtime does", () => {
    const twice = parseHeadersFile("/\n  Content-Security-Policy: default-src 'self'\n/\n  Cache-Control: no-cache\n");
    expect(Object.fromEntries(headersFor(twice, "/"))).toEqual({ "Cache-Control": "no-cache" });
  });

  it("treats dots and other characters in a path literally", () => {
    const exact = parseHeadersFile("/app.9abf.css\n  Cache-Control: immutable\n");
    expect(headersFor(exact, "/app.9abf.css").get("Cache-Control")).toBe("immutable");
    expect(headersFor(exact, "/appX9abfXcss").size).toBe(0);
  });
});
