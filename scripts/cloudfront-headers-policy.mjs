// Turns the headers public/_headers gives a page into a CloudFront response
// headers policy, for deploys to S3 + CloudFront, which do not read _headers:
// the site's (the default, --path /) and the content editor's (--path /admin/).
// The Content-Security-Policy's hashes change whenever the site's CSS or
// Gatsby's inline scripts do, so run this on every deploy (docs/deploying.md):
//
//   node scripts/cloudfront-headers-policy.mjs [--file public/_headers] [--name safarnama-site] [--path /] > policy.json
//   aws cloudfront update-response-headers-policy --id <ID> --if-match <ETag> \
//     --response-headers-policy-config file://policy.json
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";
import { cloudFrontPolicy } from "../hosting/cloudfront-policy.mjs";
import { HEADERS_FILE } from "../hosting/headers-file.mjs";

const { values: options } = parseArgs({
  options: {
    file: { type: "string", default: path.join(PUBLIC_DIR, HEADERS_FILE) },
    name: { type: "string", default: "safarnama-site" },
    path: { type: "string", default: "/" },
  },
});
try {
  const policy = cloudFrontPolicy(await readFile(options.file, "utf8"), options.name, options.path);
  process.stdout.write(`${JSON.stringify(policy, null, 2)}\n`);
} catch (error) {
  console.error(`${options.file}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
