// What the site's forms stored, read from the browser tests' own local D1 and
// R2 through the Worker itself (LOCAL_STATE_PATH, served by worker/local.ts):
// a second process opening its SQLite file would take locks the Worker then
// meets as errors on the pages other tests are loading. And the emails it
// wrote to travellers, read from the files wrangler writes them to.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ORIGIN, E2E_STATE_DIR } from "../../playwright.config";
import { LOCAL_CRON_PATH, LOCAL_STATE_PATH } from "../../content/routes.mjs";
import { SEAT_TAKING_STATUSES } from "../../requests/statuses";

/** The rows of one SELECT, read by the Worker at `origin`. */
async function rows<Row>(origin: string, sql: string, ...params: unknown[]): Promise<Row[]> {
  const response = await fetch(`${origin}${LOCAL_STATE_PATH}/sql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sql, params }),
  });
  if (!response.ok) throw new Error(`Reading the Worker's state failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as Row[];
}

/** A stored resume's bytes, or null. */
async function resumeBytes(origin: string, key: string): Promise<Buffer | null> {
  const response = await fetch(`${origin}${LOCAL_STATE_PATH}/resumes/${encodeURIComponent(key)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading resume ${key} failed (${response.status})`);
  return Buffer.from(await response.arrayBuffer());
}

export interface StoredRequest {
  request: Record<string, unknown>;
  /** The resume's bytes, for an application. */
  resume: Buffer | null;
}

/** The request stored under `id`, with its resume, or null when there is none. */
export async function storedRequest(id: string, origin = E2E_ORIGIN): Promise<StoredRequest | null> {
  const [request] = await rows<Record<string, unknown>>(origin, "SELECT * FROM requests WHERE id = ?", id);
  if (!request) return null;
  return { request, resume: request.resume_key ? await resumeBytes(origin, String(request.resume_key)) : null };
}

/**
 * The seats every departure has taken right now (held, offered or sold), by
 * seat key: what the pages must show once the Worker puts in the live figures.
 * Other tests book seats as this one runs, so a check against it retries.
 */
export async function seatsTakenNow(origin = E2E_ORIGIN): Promise<Map<string, number>> {
  const taken = await rows<{ seat_key: string; taken: number }>(
    origin,
    `SELECT trip_slug || '/' || departure_start AS seat_key, sum(seats) AS taken FROM requests
     WHERE status IN (${SEAT_TAKING_STATUSES.map((status) => `'${status}'`).join(", ")})
     AND departure_start IS NOT NULL GROUP BY seat_key`,
  );
  return new Map(taken.map((row) => [row.seat_key, row.taken]));
}

/** The emails of request `id`: which, and when each was sent (null: not yet). */
export async function emailsOf(
  id: string,
  origin = E2E_ORIGIN,
): Promise<{ template: string; sent_at: string | null }[]> {
  return rows(origin, "SELECT template, sent_at FROM outbox WHERE request_id = ? ORDER BY rowid", id);
}

/** The latest request from `fullName` (the browser tests give each a name of its own), or null. */
export async function requestNamed(fullName: string, origin = E2E_ORIGIN): Promise<Record<string, unknown> | null> {
  const [request] = await rows<Record<string, unknown>>(
    origin,
    "SELECT * FROM requests WHERE full_name = ? ORDER BY received_at DESC LIMIT 1",
    fullName,
  );
  return request ?? null;
}

/** Runs the Worker's minute cron now, rather than waiting for scripts/start.mjs's next one: it sends what is queued. */
export async function runMinuteCron(request: APIRequestContext, origin: string) {
  expect((await request.get(`${origin}${LOCAL_CRON_PATH}`)).status()).toBe(200);
}

/** The access log's lines for a departure's permit list: who read it, oldest first. */
export async function permitListReads(
  trip: string,
  startDate: string,
  origin = E2E_ORIGIN,
): Promise<{ staff_email: string; what: string }[]> {
  return rows(
    origin,
    `SELECT staff_email, what FROM personal_data_reads
     WHERE what = 'permit-list' AND trip_slug = ? AND departure_start = ? ORDER BY id`,
    trip,
    startDate,
  );
}

/**
 * The text of every email the Worker of `stateDir` sent to the traveller of
 * booking `reference`: send_email's structured sends, which wrangler writes
 * to files under its TMPDIR (scripts/start.mjs puts it in the state folder).
 */
export function emailTextsTo(reference: string, stateDir = E2E_STATE_DIR): string[] {
  const tmp = path.join(stateDir, "tmp");
  const texts: string[] = [];
  for (const run of readdirSync(tmp).filter((name) => name.startsWith("miniflare-"))) {
    const folder = path.join(tmp, run, "files", "email-text");
    let files: string[];
    try {
      files = readdirSync(folder);
    } catch {
      continue; // nothing of this kind sent by this run yet
    }
    for (const file of files) texts.push(readFileSync(path.join(folder, file), "utf8"));
  }
  return texts.filter((text) => text.includes(`/booking/${reference}?`));
}
