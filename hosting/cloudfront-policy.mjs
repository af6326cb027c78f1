// Turns the headers public/_headers gives a URL into a CloudFront response
// headers policy, for deploys to S3 + CloudFront, which do not read _headers:
// one policy for the site (the headers of "/"), attached to the default
// behaviour, and one for the content editor (EDITOR_PATH), attached to its own
// behaviour. scripts/cloudfront-headers-policy.mjs is its command line.
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
 * The ResponseHeadersPolicyConfig carrying the headers _headers gives the page
 * at `urlPath`. Cache-Control stays out: it differs per file and goes on the S3
 * objects at upload.
 * @param {string} headersFileText
 * @param {string} name the policy's name in CloudFront
 * @param {string} [urlPath] the page whose headers the policy carries: "/" for the site
 */
export function cloudFrontPolicy(headersFileText, name, urlPath = "/") {
  const sent = [...headersFor(parseHeadersFile(headersFileText), urlPath)].filter(
    ([header]) => header.toLowerCase() !== "cache-control",
  );
  const byName = new Map(sent.map(([header, value]) => [header.toLowerCase(), value]));
  const csp = byName.get("content-security-policy");
  if (!csp) {
    throw new Error(
      `${HEADERS_FILE} has no Content-Security-Policy for ${urlPath}: build the site first (npm run build)`,
    );
  }
  if (csp.length > CLOUDFRONT_MAX_CSP_LENGTH) {
    throw new Error(
      `The Content-Security-Policy is ${csp.length} characters; CloudFront accepts at most ${CLOUDFRONT_MAX_CSP_LENGTH}`,
    );
  }
  const frameOption = byName.get("x-frame-options");
  const referrer = byName.get("referrer-policy");
  const hsts = byName.get("strict-transport-security");
  const custom = sent
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
