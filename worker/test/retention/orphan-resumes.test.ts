/**
 * @jest-environment node
 */
import { sweepOrphanResumes } from "../../retention/orphan-resumes";

const NOW = new Date("2026-11-24T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/**
 * A bucket and a database as the sweep uses them: the bucket listed in pages
 * of 1,000 in key order (by an opaque cursor, or after a key), referenced keys
 * looked up in batches, and the sweep's cursor kept between runs.
 */
function fakeEnv(objects: { key: string; uploaded: Date }[], referenced: string[]) {
  const deleted: string[][] = [];
  const lookedUp: unknown[][] = [];
  const listings: { startAfter?: string; cursor?: string }[] = [];
  const kept: { cursor: string | null } = { cursor: null };
  const sorted = [...objects].sort((a, b) => (a.key < b.key ? -1 : 1));
  const statement = (sql: string, values: unknown[] = []) => ({
    sql,
    values,
    bind: (...bound: unknown[]) => statement(sql, bound),
    first: async () => (kept.cursor === null ? null : { cursor: kept.cursor }),
    run: async () => {
      kept.cursor = sql.startsWith("DELETE") ? null : (values[1] as string);
      return {};
    },
  });
  const env = {
    RESUMES: {
      list: async ({ cursor, startAfter }: { cursor?: string; startAfter?: string }) => {
        listings.push(cursor ? { cursor } : { startAfter });
        const from = cursor
          ? Number(cursor)
          : sorted.findIndex((object) => startAfter === undefined || object.key > startAfter);
        const page = from < 0 ? [] : sorted.slice(from, from + 1000);
        const next = from + page.length;
        return next < sorted.length
          ? { objects: page, truncated: true, cursor: String(next) }
          : { objects: page, truncated: false };
      },
      delete: async (keys: string[]) => {
        deleted.push(keys);
      },
    },
    DB: {
      prepare: (sql: string) => statement(sql),
      batch: async (statements: { values: unknown[] }[]) =>
        statements.map(({ values }) => {
          lookedUp.push(values);
          return { results: referenced.filter((key) => values.includes(key)).map((resume_key) => ({ resume_key })) };
        }),
    },
  };
  return { env: env as unknown as Parameters<typeof sweepOrphanResumes>[0], deleted, lookedUp, listings, kept };
}

describe("sweepOrphanResumes", () => {
  it("deletes resumes older than an hour that no request refers to, and nothing else", async () => {
    const { env, deleted, lookedUp } = fakeEnv(
      [
        { key: "resumes/kept", uploaded: minutesAgo(120) },
        { key: "resumes/orphan", uploaded: minutesAgo(61) },
        { key: "resumes/uploading", uploaded: minutesAgo(5) },
      ],
      ["resumes/kept"],
    );
    expect(await sweepOrphanResumes(env, NOW)).toEqual({ checked: 3, deleted: 1, finished: true });
    expect(lookedUp).toEqual([["resumes/kept", "resumes/orphan"]]);
    expect(deleted).toEqual([["resumes/orphan"]]);
  });

  it("asks nothing of the requests when every file is recent", async () => {
    const { env, deleted, lookedUp } = fakeEnv([{ key: "resumes/new", uploaded: minutesAgo(1) }], []);
    expect(await sweepOrphanResumes(env, NOW)).toEqual({ checked: 1, deleted: 0, finished: true });
    expect([lookedUp, deleted]).toEqual([[], []]);
  });

  it("looks up a page's 1,000 keys 100 at a time", async () => {
    const objects = Array.from({ length: 1000 }, (_, index) => ({ key: `resumes/${index}`, uploaded: minutesAgo(90) }));
    const { env, lookedUp } = fakeEnv(objects, []);
    await sweepOrphanResumes(env, NOW);
    expect(lookedUp.map((values) => values.length)).toEqual(Array(10).fill(100));
  });

  it("reads two pages a run by the listing's cursor, and the next run picks up after the last key it checked", async () => {
    const key = (index: number) => `resumes/${String(index).padStart(4, "0")}`;
    const objects = Array.from({ length: 2500 }, (_, index) => ({ key: key(index), uploaded: minutesAgo(90) }));
    const orphans = [key(10), key(1500), key(2400)];
    const { env, deleted, listings, kept } = fakeEnv(
      objects,
      objects.map((object) => object.key).filter((each) => !orphans.includes(each)),
    );

    expect(await sweepOrphanResumes(env, NOW)).toEqual({ checked: 2000, deleted: 2, finished: false });
    expect(kept.cursor).toBe(key(1999));
    expect(await sweepOrphanResumes(env, NOW)).toEqual({ checked: 500, deleted: 1, finished: true });
    expect(kept.cursor).toBeNull();
    expect(listings).toEqual([{ startAfter: undefined }, { cursor: "1000" }, { startAfter: key(1999) }]);
    expect(deleted.flat()).toEqual(orphans);
  });
});
