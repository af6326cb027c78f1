// Serves the production build (public/) the way a static CDN does, so the browser
// tests and local previews see what visitors will:
//   - /trips redirects to /trips/ with the query string kept (Gatsby's trailing-slash default);
//   - a directory answers with its index.html, and is never listed;
//   - anything else that is not a file gets public/404.html with status 404;
//   - responses are gzip-compressed when the browser accepts it.
// Usage: node scripts/static-server.mjs [--port 9000] [--dir public]
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import compression from "compression";
import serveStatic from "serve-static";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "9000" },
    dir: { type: "string", default: "public" },
  },
});

const root = path.resolve(options.dir);
const notFoundPage = path.join(root, "404.html");
for (const required of [path.join(root, "index.html"), notFoundPage]) {
  if (!existsSync(required)) {
    console.error(`${required} is missing. Build the site first: npm run build`);
    process.exit(1);
  }
}

const compress = compression();
const serveFile = serveStatic(root, { index: ["index.html"], redirect: true, fallthrough: true });

async function sendNotFound(response) {
  const body = await readFile(notFoundPage);
  response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  response.end(body);
}

// A bad request (a malformed path, say) keeps its 4xx status; anything else is a 500.
function fail(response, error) {
  const status = error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error(error);
  if (!response.headersSent) response.writeHead(status);
  response.end();
}

const server = http.createServer((request, response) => {
  compress(request, response, () => {
    serveFile(request, response, (error) => {
      if (error && error.status !== 404) fail(response, error);
      else sendNotFound(response).catch((readError) => fail(response, readError));
    });
  });
});

server.listen(Number(options.port), () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."}/ at http://localhost:${options.port}/`);
});
