import { cloudFrontPolicy } from "../../hosting/cloudfront-policy.mjs";

const HEADERS_FILE = `# generated
/*
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=()
  X-Frame-Options: DENY
  Cross-Origin-Resource-Policy: same-origin

/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='
  Cross-Origin-Opener-Policy: same-origin

/admin/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
  Cross-Origin-Opener-Policy: same-origin-allow-popups
  X-Robots-Tag: noindex

/*.html
  Cache-Control: public, max-age=0, must-revalidate

/static/*
  Cache-Control: public, max-age=31536000, immutable
`;

describe("cloudFrontPolicy", () => {
  it("carries the headers _headers gives the home page into a CloudFront response headers policy, without Cache-Control", () => {
    expect(cloudFrontPolicy(HEADERS_FILE, "safarnama-site")).toEqual({
      Name: "safarnama-site",
      Comment: "Generated from public/_headers by scripts/cloudfront-headers-policy.mjs",
      SecurityHeadersConfig: {
        ContentSecurityPolicy: {
          Override: true,
          ContentSecurityPolicy:
            "default-src 'self'; script-src 'self' 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
        },
        StrictTransportSecurity: {
          Override: true,
          AccessControlMaxAgeSec: 63072000,
          IncludeSubdomains: true,
          Preload: false,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { Override: true, FrameOption: "DENY" },
        ReferrerPolicy: { Override: true, ReferrerPolicy: "strict-origin-when-cross-origin" },
      },
      CustomHeadersConfig: {
        Quantity: 3,
        Items: [
          { Header: "Permissions-Policy", Value: "camera=(), microphone=(), geolocation=()", Override: true },
          { Header: "Cross-Origin-Resource-Policy", Value: "same-origin", Override: true },
          { Header: "Cross-Origin-Opener-Policy", Value: "same-origin", Override: true },
        ],
      },
    });
  });

  it("makes the content editor's policy from the headers of its own path", () => {
    const policy = cloudFrontPolicy(HEADERS_FILE, "safarnama-editor", "/admin/");
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-eval'",
    );
    expect(policy.CustomHeadersConfig.Items.map(({ Header, Value }) => `${Header}: ${Value}`)).toEqual([
      "Permissions-Policy: camera=(), microphone=(), geolocation=()",
      "Cross-Origin-Resource-Policy: same-origin",
      "Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "X-Robots-Tag: noindex",
    ]);
  });

  it("refuses a file without a site-wide policy, and a policy longer than CloudFront accepts", () => {
    expect(() => cloudFrontPolicy("/static/*\n  Cache-Control: immutable\n", "x")).toThrow(
      "_headers has no Content-Security-Policy for /: build the site first (npm run build)",
    );
    const long = `/*\n  Content-Security-Policy: script-src 'self' ${"'sha256-x' ".repeat(200)}\n`;
    expect(() => cloudFrontPolicy(long, "x")).toThrow(
      /^The Content-Security-Policy is \d+ characters; CloudFront accepts at most 1783$/,
    );
  });
});
