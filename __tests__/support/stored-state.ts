// What an engine test reads and writes of the Worker's state, asked of the
// engine itself: wrangler dev runs an entry written for the test, which serves
// TEST_STATE_PATH from the Worker's own bindings and hands every other request
// to the Worker as it runs locally. So the state has one reader and writer,
// the engine's workerd, and every read is an ordinary asynchronous request.
//
// Not wrangler's platform proxy (getPlatformProxy), which the tests used
// before, for two reasons. Its bindings make synchronous calls (D1's prepare
// and bind among them) through a worker thread the caller waits on with
// Atomics.wait; when the machine is busy that thread can be preempted between
// marking its answer ready and waking the caller, the late wake-up ends the
// wait for the next call before its answer exists, an assertion fails, and
// every later call reads the answer of the call before it and fails too, for
// the rest of the file. And it is a second workerd opening the same SQLite
// file: its reads and writes meet the Worker's locks as D1 "internal error"s,
// and the Worker meets theirs as 500s.
import { writeFileSync } from "node:fs";
import path from "node:path";

/** Where the test's entry serves the state; the Worker (worker/local.ts, worker/index.ts) has no such address. */
export const TEST_STATE_PATH = "/__test-state";

/**
 * The test's entry: TEST_STATE_PATH/sql (POST {sql, params}) runs one
 * statement on D1 as it is, beyond the Worker's limits, and answers its rows;
 * TEST_STATE_PATH/objects lists the resumes bucket a page at a time, and
 * TEST_STATE_PATH/objects/<key> gets (GET) or puts (PUT) one object.
 */
const entrySource = (workerEntry: string) => `
import worker from ${JSON.stringify(workerEntry)};

async function serveState(request, env, what) {
  if (what === "sql") {
    const { sql, params } = await request.json();
    const { results } = await env.DB.prepare(sql).bind(...params).all();
    return Response.json(results);
  }
  if (what === "objects") {
    const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
    const page = await env.RESUMES.list({ cursor });
    return Response.json({
      objects: page.objects.map(({ key, size }) => ({ key, size })),
      cursor: page.truncated ? page.cursor : null,
    });
  }
  const key = decodeURIComponent(what.slice("objects/".length));
  if (request.method === "PUT") {
    const customMetadata = JSON.parse(request.headers.get("X-Custom-Metadata") ?? "null") ?? undefined;
    await env.RESUMES.put(key, await request.arrayBuffer(), { customMetadata });
    return new Response(null, { status: 204 });
  }
  const object = await env.RESUMES.get(key);
  return object ? new Response(object.body) : new Response("No such object", { status: 404 });
}

export default {
  async fetch(request, env, context) {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(${JSON.stringify(`${TEST_STATE_PATH}/`)})) return worker.fetch(request, env, context);
    try {
      return await serveState(request, env, pathname.slice(${TEST_STATE_PATH.length + 1}));
    } catch (error) {
      return new Response(String(error?.stack ?? error), { status: 500 });
    }
  },
  scheduled: (controller, env, context) => worker.scheduled(controller, env, context),
};
`;

/** Writes the test's entry for `workerEntry` (the Worker's own) in `dir`, for wrangler's `main`. */
export function writeEngineEntry(dir: string, workerEntry: string): string {
  const file = path.join(dir, "engine-entry.mjs");
  writeFileSync(file, entrySource(workerEntry));
  return file;
}

/** One page of the bucket's listing; `cursor` names the next, if there is one. */
interface ObjectsPage {
  objects: { key: string; size: number }[];
  cursor: string | null;
}

export interface StoredState {
  /** Rows of one statement on the requests database (none, for a write). */
  rows<Row = Record<string, unknown>>(sql: string, ...values: unknown[]): Promise<Row[]>;
  /** Every object in the resumes bucket. */
  objects(): Promise<{ key: string; size: number }[]>;
  /** Puts an object in the resumes bucket, as if uploaded now (a sealed proof names its key in `customMetadata`). */
  putObject(key: string, value: string | Uint8Array, customMetadata?: Record<string, string>): Promise<void>;
  objectBytes(key: string): Promise<Buffer>;
}

/** The state of the engine at `origin`, through the test's entry. */
export function storedState(origin: string): StoredState {
  /** The entry's answer for `what`, which must be one of `expected`. */
  const ask = async (what: string, init?: RequestInit, expected = [200]) => {
    const response = await fetch(`${origin}${TEST_STATE_PATH}/${what}`, init);
    if (!expected.includes(response.status)) {
      throw new Error(`The stored state (${what}) answered ${response.status}:\n${await response.text()}`);
    }
    return response;
  };

  return {
    async rows(sql, ...values) {
      const response = await ask("sql", { method: "POST", body: JSON.stringify({ sql, params: values }) });
      return (await response.json()) as never;
    },
    async objects() {
      const objects: { key: string; size: number }[] = [];
      let cursor: string | null = null;
      do {
        const query = cursor === null ? "" : `?${new URLSearchParams({ cursor })}`;
        const page = (await (await ask(`objects${query}`)).json()) as ObjectsPage;
        objects.push(...page.objects);
        cursor = page.cursor;
      } while (cursor !== null);
      return objects;
    },
    async putObject(key, value, customMetadata) {
      await ask(
        `objects/${encodeURIComponent(key)}`,
        {
          method: "PUT",
          body: typeof value === "string" ? value : Buffer.from(value),
          headers: customMetadata ? { "X-Custom-Metadata": JSON.stringify(customMetadata) } : {},
        },
        [204],
      );
    },
    async objectBytes(key) {
      const response = await ask(`objects/${encodeURIComponent(key)}`, undefined, [200, 404]);
      if (response.status === 404) throw new Error(`No object ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
