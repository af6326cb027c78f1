// What an engine test reads and writes of the Worker's state beside the
// Worker: a second workerd (Miniflare, wrangler's own) on the same state
// folder runs a small Worker of its own with the same D1 and R2 bindings, and
// the test asks it over HTTP.
//
// Not through wrangler's platform proxy (getPlatformProxy), which the tests
// used before: its bindings make synchronous calls (D1's prepare and bind among
// them) through a worker thread the caller waits on with Atomics.wait. When the
// machine is busy that thread can be preempted between marking its answer
// ready and waking the caller; the late wake-up then ends the wait for the next
// call before its answer exists, an assertion fails, and every later call reads
// the answer of the call before it and fails too, for the rest of the file.
// Every request here is an ordinary asynchronous one.
//
// Like the platform proxy, the reader is a second process on the Worker's
// SQLite file: a read or write here while the Worker writes can meet its lock
// (a D1 "internal error" here, a 500 there), so a test reads and writes here
// only once the Worker has answered what it waits for.
import { Miniflare, type RequestInit } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** The reader: one statement's rows (POST /sql), and the resumes bucket's objects (/objects, /objects/<key>). */
const READER = `
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    try {
      if (url.pathname === "/sql") {
        const { sql, params } = await request.json();
        const { results } = await env.DB.prepare(sql).bind(...params).all();
        return Response.json(results);
      }
      if (url.pathname === "/objects") {
        const page = await env.RESUMES.list({ cursor: url.searchParams.get("cursor") ?? undefined });
        return Response.json({
          objects: page.objects.map(({ key, size }) => ({ key, size })),
          cursor: page.truncated ? page.cursor : null,
        });
      }
      const key = decodeURIComponent(url.pathname.slice("/objects/".length));
      if (request.method === "PUT") {
        const customMetadata = JSON.parse(request.headers.get("X-Custom-Metadata") ?? "null") ?? undefined;
        await env.RESUMES.put(key, await request.arrayBuffer(), { customMetadata });
        return new Response(null, { status: 204 });
      }
      const object = await env.RESUMES.get(key);
      return object ? new Response(object.body) : new Response("No such object", { status: 404 });
    } catch (error) {
      return new Response(String(error?.stack ?? error), { status: 500 });
    }
  },
};
`;

/** One page of the bucket's listing; `cursor` names the next, if there is one. */
interface ObjectsPage {
  objects: { key: string; size: number }[];
  cursor: string | null;
}

export interface StoredState {
  /** Rows of one statement on the requests database (or none, for a write). */
  rows<Row = Record<string, unknown>>(sql: string, ...values: unknown[]): Promise<Row[]>;
  /** Every object in the resumes bucket. */
  objects(): Promise<{ key: string; size: number }[]>;
  /** Puts an object in the resumes bucket, as if uploaded now (a sealed proof names its key in `customMetadata`). */
  putObject(key: string, value: string | Uint8Array, customMetadata?: Record<string, string>): Promise<void>;
  objectBytes(key: string): Promise<Buffer>;
  dispose(): Promise<void>;
}

/**
 * The state under `persistRoot` (wrangler's `<--persist-to>/v3`), through the
 * bindings `configPath` names, as wrangler maps them to local storage.
 */
export async function openStoredState(configPath: string, persistRoot: string): Promise<StoredState> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
  const reader = new Miniflare({
    modules: true,
    script: READER,
    compatibilityDate: workerOptions.compatibilityDate,
    d1Databases: workerOptions.d1Databases,
    r2Buckets: workerOptions.r2Buckets,
    defaultPersistRoot: persistRoot,
  });
  await reader.ready;

  /** The reader's answer to `path`, which must be one of `expected`. */
  const ask = async (path: string, init?: RequestInit, expected = [200]) => {
    const response = await reader.dispatchFetch(`http://reader${path}`, init);
    if (!expected.includes(response.status)) {
      throw new Error(`Reading the stored state (${path}) failed: ${response.status}\n${await response.text()}`);
    }
    return response;
  };

  return {
    async rows(sql, ...values) {
      const response = await ask("/sql", { method: "POST", body: JSON.stringify({ sql, params: values }) });
      return (await response.json()) as never;
    },
    async objects() {
      const objects: { key: string; size: number }[] = [];
      let cursor: string | null = null;
      do {
        const query = cursor === null ? "" : `?${new URLSearchParams({ cursor })}`;
        const page = (await (await ask(`/objects${query}`)).json()) as ObjectsPage;
        objects.push(...page.objects);
        cursor = page.cursor;
      } while (cursor !== null);
      return objects;
    },
    async putObject(key, value, customMetadata) {
      await ask(
        `/objects/${encodeURIComponent(key)}`,
        {
          method: "PUT",
          body: value,
          headers: customMetadata ? { "X-Custom-Metadata": JSON.stringify(customMetadata) } : {},
        },
        [204],
      );
    },
    async objectBytes(key) {
      const response = await ask(`/objects/${encodeURIComponent(key)}`, undefined, [200, 404]);
      if (response.status === 404) throw new Error(`No object ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    dispose: () => reader.dispose(),
  };
}
