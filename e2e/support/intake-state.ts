// What the site's forms stored, read from the browser tests' own local D1 and
// R2 (the Worker's state under E2E_STATE_DIR), through wrangler's platform
// proxy on the same files.
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { getPlatformProxy } from "wrangler";
import { E2E_STATE_DIR } from "../../playwright.config";
import { LOCAL_CRON_PATH } from "../../content/routes.mjs";
import { SEAT_TAKING_STATUSES } from "../../requests/statuses";

interface StoredState {
  DB: {
    prepare(sql: string): {
      bind(...values: unknown[]): { first<Row>(): Promise<Row | null>; all<Row>(): Promise<{ results: Row[] }> };
      all<Row>(): Promise<{ results: Row[] }>;
    };
  };
  RESUMES: { get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null> };
}

/**
 * Runs `read` on the Worker's state in `stateDir`. The Worker writes the same
 * SQLite file meanwhile, so a read can meet its lock ("database is locked",
 * which the proxy reports as a D1 internal error): it is simply read again.
 */
async function readState<T>(stateDir: string, read: (state: StoredState) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const proxy = await getPlatformProxy<StoredState>({
      configPath: "wrangler.jsonc",
      persist: { path: path.join(stateDir, "v3") },
    });
    try {
      return await read(proxy.env);
    } catch (error) {
      if (attempt === 10 || !/internal error|SQLITE_BUSY|database is locked/.test(String(error))) throw error;
    } finally {
      await proxy.dispose();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface StoredRequest {
  request: Record<string, unknown>;
  /** The resume's bytes, for an application. */
  resume: Buffer | null;
}

/** The request stored under `id`, with its resume, or null when there is none. */
export async function storedRequest(id: string, stateDir = E2E_STATE_DIR): Promise<StoredRequest | null> {
  return readState(stateDir, async (state) => {
    const request = await state.DB.prepare("SELECT * FROM requests WHERE id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    if (!request) return null;
    const object = request.resume_key ? await state.RESUMES.get(String(request.resume_key)) : null;
    return { request, resume: object ? Buffer.from(await object.arrayBuffer()) : null };
  });
}

/**
 * The seats every departure has taken right now (held, offered or sold), by
 * seat key: what the pages must show once the Worker puts in the live figures.
 * Other tests book seats as this one runs, so a check against it retries.
 */
export async function seatsTakenNow(stateDir = E2E_STATE_DIR): Promise<Map<string, number>> {
  return readState(stateDir, async (state) => {
    const { results } = await state.DB.prepare(
      `SELECT trip_slug || '/' || departure_start AS seat_key, sum(seats) AS taken FROM requests
       WHERE status IN (${SEAT_TAKING_STATUSES.map((status) => `'${status}'`).join(", ")})
       AND departure_start IS NOT NULL GROUP BY seat_key`,
    ).all<{ seat_key: string; taken: number }>();
    return new Map(results.map((row) => [row.seat_key, row.taken]));
  });
}

/** The emails of request `id`: which, and when each was sent (null: not yet). */
export async function emailsOf(
  id: string,
  stateDir = E2E_STATE_DIR,
): Promise<{ template: string; sent_at: string | null }[]> {
  return readState(stateDir, async (state) => {
    const { results } = await state.DB.prepare(
      "SELECT template, sent_at FROM outbox WHERE request_id = ? ORDER BY rowid",
    )
      .bind(id)
      .all<{ template: string; sent_at: string | null }>();
    return results;
  });
}

/** The latest request from `fullName` (the browser tests give each a name of its own), or null. */
export async function requestNamed(
  fullName: string,
  stateDir = E2E_STATE_DIR,
): Promise<Record<string, unknown> | null> {
  return readState(stateDir, async (state) => {
    return await state.DB.prepare("SELECT * FROM requests WHERE full_name = ? ORDER BY received_at DESC LIMIT 1")
      .bind(fullName)
      .first<Record<string, unknown>>();
  });
}

/**
 * Runs the Worker's minute cron as if eleven minutes from now. A run that met the lock of the tests'
 * own reads of the database file (above) leaves the emails it had claimed for ten minutes
 * (worker/outbox.ts), as production's lease does; this run sends them. Nothing any test holds ends
 * that soon (holds are 30 minutes at the least).
 */
export async function runCronPastOutboxClaim(request: APIRequestContext, origin: string) {
  const later = new Date(Date.now() + 11 * 60_000).toISOString();
  await request.get(`${origin}${LOCAL_CRON_PATH}?time=${encodeURIComponent(later)}`);
}
