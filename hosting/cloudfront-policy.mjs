// Turns the site-wide block of public/_headers into a CloudFront response
// headers policy, for deploys to S3 + CloudFront, which do not read _headers;
// scripts/cloudfront-headers-policy.mjs is its command line.
import { HEADERS_FILE, headersFor, parseHeadersFile } from "./headers-file.mjs";

// CloudFront's quota for the Content-Security-Policy of a response headers policy.
const CLOUDFRONT_MAX_CSP_LENGTH = 1783;

// The headers CloudFront models as security headers; any other goes in CustomHeadersConfig.
const SECURITY_HEADER_NAMES = new Set([
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
]);

/** @param {string} value the Strict-Transport-Security header */
function strictTransportSecurity(value) {
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) throw new Error(`Strict-Transport-Security has no max-age: "${value}"`);
  return {
    Override: true,
    AccessControlMaxAgeSec: Number(maxAge[1]),
    IncludeSubdomains: /includeSubDomains/i.test(value),
    Preload: /preload/i.test(value),
  };
}

/**
 * The ResponseHeadersPolicyConfig carrying the headers _headers gives every
 * URL (its `/*` block). Cache-Control stays out: it differs per file and goes
 * on the S3 objects at upload.
 * @param {string} headersFileText
 * @param {string} name the policy's name in CloudFront
 */
export function cloudFrontPolicy(headersFileText, name) {
  const siteWide = headersFor(
    parseHeadersFile(headersFileText).filter((rule) => rule.path === "/*"),
    "/",
  );
  const byName = new Map([...siteWide].map(([header, value]) => [header.toLowerCase(), value]));
  const csp = byName.get("content-security-policy");
  if (!csp) {
    throw new Error(`${HEADERS_FILE} has no Content-Security-Policy for /*: build the site first (npm run build)`);
  }
  if (csp.length > CLOUDFRONT_MAX_CSP_LENGTH) {
    throw new Error(
      `The Content-Security-Policy is ${csp.length} characters; CloudFront accepts at most ${CLOUDFRONT_MAX_CSP_LENGTH}`,
    );
  }
  const frameOption = byName.get("x-frame-options");
  const referrer = byName.get("referrer-policy");
  const hsts = byName.get("strict-transport-security");
  const custom = [...siteWide]
    .filter(([header]) => !SECURITY_HEADER_NAMES.has(header.toLowerCase()))
    .map(([Header, Value]) => ({ Header, Value, Override: true }));
  return {
    Name: name,
    Comment: "Generated from public/_headers by scripts/cloudfront-headers-policy.mjs",
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: csp },
      ...(hsts ? { StrictTransportSecurity: strictTransportSecurity(hsts) } : {}),
      ...(byName.has("x-content-type-options") ? { ContentTypeOptions: { Override: true } } : {}),
      ...(frameOption ? { FrameOptions: { Override: true, FrameOption: frameOption.toUpperCase() } } : {}),
      ...(referrer ? { ReferrerPolicy: { Override: true, ReferrerPolicy: referrer } } : {}),
    },
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}
