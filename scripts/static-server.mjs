// Serves a production build (public/) the way a static CDN does, so the browser
// tests, local previews and the benchmark see what visitors will:
//   - /trips redirects to /trips/ with the query string kept (Gatsby's trailing-slash default);
//   - a directory answers with its index.html, and is never listed;
//   - anything else that is not a file gets the site's 404.html with status 404;
//   - responses are gzip-compressed when the browser accepts it.
// Usage: node scripts/static-server.mjs [--port 9000] [--dir public]
// Or, from another script: `await startStaticServer({ dir, port })`.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import compression from "compression";
import serveStatic from "serve-static";

// A bad request (a malformed path, say) keeps its 4xx status; anything else is a 500.
function fail(response, error) {
  const status = error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error(error);
  if (!response.headersSent) response.writeHead(status);
  response.end();
}

/**
 * Starts serving `dir` on `port` and resolves with the listening http.Server.
 * Throws when the build is missing its index.html; a build without a 404.html
 * (the benchmark's bare floor site) answers unknown paths with a plain 404.
 */
export async function startStaticServer({ dir = "public", port = 9000 } = {}) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`${path.join(root, "index.html")} is missing. Build the site first: npm run build`);
  }
  const notFoundPage = path.join(root, "404.html");
  const notFoundBody = existsSync(notFoundPage) ? await readFile(notFoundPage) : "Not found";

  const compress = compression();
  const serveFile = serveStatic(root, { index: ["index.html"], redirect: true, fallthrough: true });
  const server = http.createServer((request, response) => {
    compress(request, response, () => {
      serveFile(request, response, (error) => {
        if (error && error.status !== 404) return fail(response, error);
        response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
        response.end(notFoundBody);
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), resolve);
  });
  return server;
}

const runAsCli = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runAsCli) {
  const { values: options } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      dir: { type: "string", default: "public" },
    },
  });
  const root = path.resolve(options.dir);
  // The site always has a 404 page; a build without one is incomplete.
  for (const required of ["index.html", "404.html"].map((file) => path.join(root, file))) {
    if (!existsSync(required)) {
      console.error(`${required} is missing. Build the site first: npm run build`);
      process.exit(1);
    }
  }
  await startStaticServer({ dir: root, port: options.port });
  console.log(`Serving ${path.relative(process.cwd(), root) || "."}/ at http://localhost:${options.port}/`);
}
