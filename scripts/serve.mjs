// Serves the production build as the CDN would (hosting/static-server.mjs).
// Usage: node scripts/serve.mjs [--port 9000] [--dir public]  (npm run serve; npm start builds first)
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";
import { HEADERS_FILE } from "../hosting/headers-file.mjs";
import { startStaticServer } from "../hosting/static-server.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "9000" },
    dir: { type: "string", default: PUBLIC_DIR },
  },
});
const root = path.resolve(options.dir);
// The site always has a 404 page and its headers; a build without them is incomplete.
for (const required of ["index.html", "404.html", HEADERS_FILE].map((file) => path.join(root, file))) {
  if (!existsSync(required)) {
    console.error(`${required} is missing. Build the site first: npm run build`);
    process.exit(1);
  }
}
await startStaticServer({ dir: root, port: Number(options.port) });
console.log(`Serving ${path.relative(process.cwd(), root) || "."}/ at http://localhost:${options.port}/`);
