// Turns the site-wide block of public/_headers into a CloudFront response
// headers policy, for deploys to S3 + CloudFront, which do not read _headers.
// The Content-Security-Policy's hashes change whenever the site's CSS or
// Gatsby's inline scripts do, so run this on every deploy (docs/deploying.md):
//
//   node scripts/cloudfront-headers-policy.mjs [--file public/_headers] [--name safarnama-site] > policy.json
//   aws cloudfront update-response-headers-policy --id <ID> --if-match <ETag> \
//     --response-headers-policy-config file://policy.json
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { cloudFrontPolicy } from "./cloudfront-policy.mjs";

const { values: options } = parseArgs({
  options: {
    file: { type: "string", default: "public/_headers" },
    name: { type: "string", default: "safarnama-site" },
  },
});
try {
  const policy = cloudFrontPolicy(await readFile(options.file, "utf8"), options.name);
  process.stdout.write(`${JSON.stringify(policy, null, 2)}\n`);
} catch (error) {
  console.error(`${options.file}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
