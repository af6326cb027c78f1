import { cloudFrontPolicy } from "../../hosting/cloudfront-policy.mjs";

const HEADERS_FILE = `# generated
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=()
  X-Frame-Options: DENY
  Cross-Origin-Resource-Policy: same-origin

/static/*
  Cache-Control: public, max-age=31536000, immutable
`;

describe("cloudFrontPolicy", () => {
  it("carries the site-wide headers of _headers into a CloudFront response headers policy, without Cache-Control", () => {
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
        Quantity: 2,
        Items: [
          { Header: "Permissions-Policy", Value: "camera=(), microphone=(), geolocation=()", Override: true },
          { Header: "Cross-Origin-Resource-Policy", Value: "same-origin", Override: true },
        ],
      },
    });
  });

  it("refuses a file without a site-wide policy, and a policy longer than CloudFront accepts", () => {
    expect(() => cloudFrontPolicy("/static/*\n  Cache-Control: immutable\n", "x")).toThrow(
      "_headers has no Content-Security-Policy for /*: build the site first (npm run build)",
    );
    const long = `/*\n  Content-Security-Policy: script-src 'self' ${"'sha256-x' ".repeat(200)}\n`;
    expect(() => cloudFrontPolicy(long, "x")).toThrow(
      /^The Content-Security-Policy is \d+ characters; CloudFront accepts at most 1783$/,
    );
  });
});
