// A D1 binding that refuses what production D1 refuses and local D1 lets
// through (d1-limits.ts): more than 100 bound parameters in a statement, a
// LIKE or GLOB pattern over 50 bytes, a statement over 100 KB, and more than
// 1,000 queries in one invocation. Wrapped around env.DB by the local entry
// (local.ts) for `npm start` and every test, never deployed. Each refusal
// carries D1's own message, and is thrown when the query runs, as D1 does.
import { D1_LIMITS } from "./d1-limits";

export const D1_LIMIT_MESSAGES = {
  boundParameters: "D1_ERROR: too many SQL variables: SQLITE_ERROR",
  likePattern: "D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR",
  statementLength: "D1_ERROR: statement too long: SQLITE_TOOBIG",
  queries: "Too many API requests by single worker invocation.",
} as const;

type Token =
  | { kind: "word"; text: string }
  | { kind: "string"; text: string }
  | { kind: "parameter"; index: number }
  | { kind: "symbol"; text: string };

/** The statement's tokens, with comments and white space dropped and each parameter numbered as SQLite numbers it. */
function tokensOf(sql: string): Token[] {
  const tokens: Token[] = [];
  let highest = 0;
  let at = 0;
  while (at < sql.length) {
    const rest = sql.slice(at);
    const space = /^(\s+|--[^\n]*|\/\*[\s\S]*?(\*\/|$))/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const quoted = /^'((?:[^']|'')*)'/.exec(rest);
    if (quoted) {
      tokens.push({ kind: "string", text: quoted[1].replaceAll("''", "'") });
      at += quoted[0].length;
      continue;
    }
    const identifier = /^("(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\])/.exec(rest);
    if (identifier) {
      tokens.push({ kind: "word", text: identifier[0] });
      at += identifier[0].length;
      continue;
    }
    const numbered = /^\?(\d*)/.exec(rest);
    if (numbered) {
      // "?" takes the number after the highest so far; "?NNN" is NNN (sqlite.org/lang_expr.html#varparam).
      const index = numbered[1] ? Number(numbered[1]) : highest + 1;
      highest = Math.max(highest, index);
      tokens.push({ kind: "parameter", index });
      at += numbered[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_$]*|^\d+(\.\d+)?/.exec(rest);
    if (word) {
      tokens.push({ kind: "word", text: word[0] });
      at += word[0].length;
      continue;
    }
    const symbol = rest.startsWith("||") ? "||" : rest[0];
    tokens.push({ kind: "symbol", text: symbol });
    at += symbol.length;
  }
  return tokens;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The patterns the statement matches against with `values` bound: the operand
 * after each LIKE or GLOB, a literal, a parameter or a concatenation of them.
 */
function likePatterns(tokens: Token[], values: readonly unknown[]): string[] {
  const patterns: string[] = [];
  tokens.forEach((token, position) => {
    if (token.kind !== "word" || !/^(like|glob)$/i.test(token.text)) return;
    let pattern = "";
    for (let next = position + 1; next < tokens.length; next += 2) {
      const term = tokens[next];
      if (term.kind === "string") pattern += term.text;
      else if (term.kind === "parameter") pattern += String(values[term.index - 1] ?? "");
      else break;
      const joint = tokens[next + 1];
      if (joint?.kind !== "symbol" || joint.text !== "||") break;
    }
    patterns.push(pattern);
  });
  return patterns;
}

/** Throws D1's error for the first production limit the statement passes. */
export function checkStatement(sql: string, values: readonly unknown[]) {
  if (bytesOf(sql) > D1_LIMITS.statementBytes) throw new Error(D1_LIMIT_MESSAGES.statementLength);
  const tokens = tokensOf(sql);
  const parameters = Math.max(values.length, ...tokens.map((token) => (token.kind === "parameter" ? token.index : 0)));
  if (parameters > D1_LIMITS.boundParameters) throw new Error(D1_LIMIT_MESSAGES.boundParameters);
  if (likePatterns(tokens, values).some((pattern) => bytesOf(pattern) > D1_LIMITS.likePatternBytes)) {
    throw new Error(D1_LIMIT_MESSAGES.likePattern);
  }
}

/** The queries one invocation has made; the one past the limit is refused. */
class QueryCount {
  made = 0;
  /** D1's meta.rows_read of the answers that carry it (all, run, batch; first and raw answer only rows). */
  rowsRead = 0;

  read<Result>(result: Result): Result {
    for (const each of Array.isArray(result) ? result : [result]) {
      const rows = (each as { meta?: { rows_read?: number } } | null)?.meta?.rows_read;
      if (typeof rows === "number") this.rowsRead += rows;
    }
    return result;
  }

  spend(queries: number) {
    if (this.made + queries > D1_LIMITS.queriesPerInvocation) throw new Error(D1_LIMIT_MESSAGES.queries);
    this.made += queries;
  }
}

class LimitedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    readonly values: readonly unknown[],
    private readonly count: QueryCount,
  ) {}

  bind(...values: unknown[]) {
    return new LimitedStatement(this.inner.bind(...values), this.sql, values, this.count);
  }

  /** Checked and counted as it runs, as D1 refuses a statement when it is executed. */
  private execute<Result>(run: () => Promise<Result>): Promise<Result> {
    try {
      checkStatement(this.sql, this.values);
      this.count.spend(1);
    } catch (error) {
      return Promise.reject(error);
    }
    return run();
  }

  first(column?: string) {
    return this.execute(() => (column === undefined ? this.inner.first() : this.inner.first(column)));
  }

  run() {
    return this.execute(() => this.inner.run().then((result) => this.count.read(result)));
  }

  all() {
    return this.execute(() => this.inner.all().then((result) => this.count.read(result)));
  }

  raw(options?: { columnNames?: boolean }) {
    return this.execute(() =>
      options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw({ columnNames: false }),
    );
  }
}

export interface LimitedD1 extends D1Database {
  /** Queries made through this binding so far: one invocation's, as each invocation gets its own wrapper. */
  readonly queriesMade: number;
  /** The rows D1 says those queries read (meta.rows_read), where its answer carries the figure. */
  readonly rowsRead: number;
}

/** `db` held to D1's production limits; make one per invocation, as the query limit counts per invocation. */
export function limitedD1(db: D1Database): LimitedD1 {
  const count = new QueryCount();
  const limited = {
    get queriesMade() {
      return count.made;
    },
    get rowsRead() {
      return count.rowsRead;
    },
    prepare: (sql: string) => new LimitedStatement(db.prepare(sql), sql, [], count),
    async batch(statements: LimitedStatement[]) {
      for (const statement of statements) checkStatement(statement.sql, statement.values);
      count.spend(statements.length);
      return count.read(await db.batch(statements.map((statement) => statement.inner)));
    },
    async exec(sql: string) {
      const statements = sql.split(";").filter((statement) => statement.trim() !== "");
      for (const statement of statements) checkStatement(statement, []);
      count.spend(statements.length);
      return db.exec(sql);
    },
    withSession: () => {
      throw new Error("The Worker uses no D1 sessions; hold them to the limits here before it does.");
    },
  };
  return limited as unknown as LimitedD1;
}
