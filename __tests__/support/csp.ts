// Reading a Content-Security-Policy in tests, independently of the generator
// in hosting/: the unit tests and the built-output browser test both
// check a policy with these, so a mistake in the generator cannot hide itself.
import { createHash } from "node:crypto";

/** The source expression that allows exactly this inline script or style. */
export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The sources a policy lists for one directive; none when the directive is absent. */
export function sourcesOf(policy: string, directive: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

/** The sources the site's policy allows for these directives, exactly (docs/deploying.md explains each). */
export const REQUIRED_SOURCES: [directive: string, sources: string[]][] = [
  ["default-src", ["'self'"]],
  ["img-src", ["'self'", "data:"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];
