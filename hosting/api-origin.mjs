// Where the site's forms send requests. Empty (the default): to the same
// origin as the pages, which the Worker serves. Set API_ORIGIN at build time
// (e.g. https://www.safarnama.in) when a static host (Netlify, S3 +
// CloudFront) serves the pages and the Worker runs elsewhere: the forms then
// post there, and the Content-Security-Policy allows exactly that origin.

/**
 * The origin API_ORIGIN names, normalised ('https://api.example.in'), or ''
 * when unset; anything that is not an http(s) origin stops the build.
 * @param {string | undefined} [value]
 * @returns {string}
 */
export function apiOrigin(value = process.env.API_ORIGIN) {
  if (!value) return "";
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_ORIGIN must be an origin such as https://www.safarnama.in, not "${value}"`);
  }
  if (!["https:", "http:"].includes(url.protocol) || url.origin !== value.replace(/\/$/, "")) {
    throw new Error(`API_ORIGIN must be an origin such as https://www.safarnama.in (no path), not "${value}"`);
  }
  return url.origin;
}
