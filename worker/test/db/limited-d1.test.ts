/**
 * @jest-environment node
 */
import { D1_LIMIT_MESSAGES, limitedD1 } from "../../db/limited-d1";

/** A stand-in for the local binding: every statement runs, as local D1 runs it, and is recorded. */
function localD1() {
  const ran: { sql: string; values: unknown[] }[] = [];
  const statement = (sql: string, values: unknown[] = []) => ({
    sql,
    values,
    bind: (...bound: unknown[]) => statement(sql, bound),
    all: async () => {
      ran.push({ sql, values });
      return { results: [] };
    },
    first: async () => {
      ran.push({ sql, values });
      return null;
    },
    run: async () => {
      ran.push({ sql, values });
      return { meta: {} };
    },
    raw: async () => [],
  });
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: ReturnType<typeof statement>[]) => Promise.all(statements.map((each) => each.all())),
    exec: async () => ({ count: 1, duration: 0 }),
  };
  return { db: db as unknown as D1Database, ran };
}

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");
const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe("limitedD1", () => {
  it("refuses a statement with more than 100 bound parameters, with D1's message, and runs nothing", async () => {
    const { db, ran } = localD1();
    const limited = limitedD1(db);
    const sql = (count: number) => `DELETE FROM requests WHERE id IN (${placeholders(count)})`;
    await expect(
      limited
        .prepare(sql(101))
        .bind(...ids(101))
        .run(),
    ).rejects.toThrow(D1_LIMIT_MESSAGES.boundParameters);
    await expect(
      limited
        .prepare(sql(100))
        .bind(...ids(100))
        .run(),
    ).resolves.toBeDefined();
    // Numbered parameters count by their highest number; '?' inside a string or a comment is no parameter.
    await expect(limited.prepare("SELECT ?101").bind("x").first()).rejects.toThrow(D1_LIMIT_MESSAGES.boundParameters);
    await expect(
      limited
        .prepare(`SELECT '?' || ? -- ${"?".repeat(200)}`)
        .bind("x")
        .first(),
    ).resolves.toBeNull();
    expect(ran).toHaveLength(2);
  });

  it("refuses each statement of a batch held to the same limits, and the whole batch with it", async () => {
    const { db, ran } = localD1();
    const limited = limitedD1(db);
    const fine = limited.prepare("SELECT ?").bind(1);
    const over = limited.prepare(`SELECT ${placeholders(101)}`).bind(...ids(101));
    await expect(limited.batch([fine, over])).rejects.toThrow(D1_LIMIT_MESSAGES.boundParameters);
    expect(ran).toEqual([]);
  });

  it("refuses a LIKE or GLOB pattern over 50 bytes, counted in bytes, bound or written or concatenated", async () => {
    const { db } = localD1();
    const limited = limitedD1(db);
    const like = (pattern: string) =>
      limited.prepare("SELECT id FROM requests WHERE email LIKE ? ESCAPE '\\'").bind(pattern).all();
    await expect(like(`%${"a".repeat(48)}%`)).resolves.toBeDefined();
    await expect(like(`%${"a".repeat(49)}%`)).rejects.toThrow(D1_LIMIT_MESSAGES.likePattern);
    // 17 Devanagari letters: 51 bytes in 17 characters.
    await expect(like("अनन्याशर्माकीयात्राकेलि".slice(0, 17))).rejects.toThrow(D1_LIMIT_MESSAGES.likePattern);
    await expect(limited.prepare(`SELECT 1 WHERE 'x' NOT GLOB '${"*".repeat(51)}'`).first()).rejects.toThrow(
      D1_LIMIT_MESSAGES.likePattern,
    );
    await expect(
      limited.prepare("SELECT 1 WHERE name LIKE '%' || ? || '%'").bind("b".repeat(49)).first(),
    ).rejects.toThrow(D1_LIMIT_MESSAGES.likePattern);
  });

  it("refuses a statement over 100 KB", async () => {
    const { db } = localD1();
    const limited = limitedD1(db);
    await expect(limited.prepare(`SELECT '${"x".repeat(100_000)}'`).first()).rejects.toThrow(
      D1_LIMIT_MESSAGES.statementLength,
    );
    await expect(limited.prepare(`SELECT '${"x".repeat(99_980)}'`).first()).resolves.toBeNull();
  });

  it("refuses the 1,001st query of an invocation, a batch's statements each counted, and counts afresh for the next", async () => {
    const { db } = localD1();
    const invocation = limitedD1(db);
    for (let query = 0; query < 995; query += 1) await invocation.prepare("SELECT 1").first();
    await invocation.batch(Array.from({ length: 5 }, () => invocation.prepare("SELECT 1")));
    expect(invocation.queriesMade).toBe(1000);
    await expect(invocation.prepare("SELECT 1").first()).rejects.toThrow(D1_LIMIT_MESSAGES.queries);
    const next = limitedD1(db);
    await expect(next.prepare("SELECT 1").first()).resolves.toBeNull();
    expect(next.queriesMade).toBe(1);
  });
});
