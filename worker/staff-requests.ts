// The requests as staff see them: the list with its filters and counts, one
// request with its history, and a status change that keeps that history and
// refuses to overwrite a change staff have not seen.
import { CONTACT_SUBJECTS, type ContactSubject } from "../requests/contact-subjects";
import { REQUEST_KINDS, type RequestKind } from "../requests/intake";
import { canMove, statusInfo } from "../requests/statuses";
import {
  NOTE_MAX_LENGTH,
  type RequestDetail,
  type RequestEvent,
  type RequestFilters,
  type RequestList,
  type RequestSummary,
  type StatusChange,
} from "../requests/staff";
import { Refusal } from "./answers";

/** Requests per page of the list. */
export const PAGE_SIZE = 50;

export interface RequestRow {
  id: string;
  kind: RequestKind;
  status: string;
  version: number;
  received_at: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  country_code: string | null;
  phone: string | null;
  trip_slug: string | null;
  trip_title: string | null;
  departure_start: string | null;
  departure_end: string | null;
  job_slug: string | null;
  job_title: string | null;
  subject: string | null;
  message: string | null;
  cover_letter: string | null;
  resume_key: string | null;
  resume_name: string | null;
  resume_type: string | null;
  resume_bytes: number | null;
}

interface EventRow {
  at: string;
  staff_email: string;
  from_status: string;
  to_status: string;
  note: string | null;
}

export const nameOf = (row: Pick<RequestRow, "full_name" | "first_name" | "last_name">) =>
  row.full_name ?? [row.first_name, row.last_name].filter(Boolean).join(" ");

export const phoneOf = (row: Pick<RequestRow, "country_code" | "phone">) =>
  row.phone === null ? null : [row.country_code, row.phone].filter(Boolean).join(" ");

const departureOf = (row: RequestRow) =>
  row.departure_start && row.departure_end ? { startDate: row.departure_start, endDate: row.departure_end } : null;

/** 'Plan a custom trip' for 'custom-trip'; a subject the form no longer offers, as stored. */
const subjectOf = (row: RequestRow) =>
  row.subject === null
    ? null
    : Object.hasOwn(CONTACT_SUBJECTS, row.subject)
      ? CONTACT_SUBJECTS[row.subject as ContactSubject]
      : row.subject;

const summaryOf = (row: RequestRow): RequestSummary => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  receivedAt: row.received_at,
  name: nameOf(row),
  email: row.email,
  trip: row.trip_title,
  departure: departureOf(row),
  job: row.job_title,
  subject: subjectOf(row),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SEARCHED_COLUMNS = [
  "full_name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "subject",
  "message",
  "cover_letter",
  "trip_title",
  "job_title",
];

/** A cursor into the list: the last request of a page, by time then id. */
const cursorOf = (row: Pick<RequestRow, "received_at" | "id">) => `${row.received_at}~${row.id}`;

/** The filters of a list request, checked: an unknown kind or a malformed date is refused (400), not ignored. */
export function filtersOf(params: URLSearchParams): RequestFilters {
  const filters: RequestFilters = {};
  const kind = params.get("kind");
  if (kind) {
    if (!(REQUEST_KINDS as readonly string[]).includes(kind)) throw new Refusal(400, `There is no kind "${kind}".`);
    filters.kind = kind as RequestKind;
  }
  const departure = params.get("departure");
  if (departure && !DATE.test(departure)) throw new Refusal(400, "A departure is named by its start date, YYYY-MM-DD.");
  const before = params.get("before");
  if (before && !before.includes("~")) throw new Refusal(400, "This list's next page is not known; start again.");
  for (const [name, value] of [
    ["status", params.get("status")],
    ["trip", params.get("trip")],
    ["departure", departure],
    ["q", params.get("q")?.trim()],
    ["before", before],
  ] as const) {
    if (value) filters[name] = value;
  }
  return filters;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The WHERE clause for `filters`, with its values; `withStatus` false leaves the status out (for the counts). */
function whereOf(filters: RequestFilters, withStatus: boolean) {
  const clauses: string[] = [];
  const values: string[] = [];
  const add = (clause: string, ...bound: string[]) => {
    clauses.push(clause);
    values.push(...bound);
  };
  if (filters.kind) add("kind = ?", filters.kind);
  if (withStatus && filters.status) add("status = ?", filters.status);
  if (filters.trip) add("trip_slug = ?", filters.trip);
  if (filters.departure) add("departure_start = ?", filters.departure);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    add(
      `(${SEARCHED_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
      ...SEARCHED_COLUMNS.map(() => pattern),
    );
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", values };
}

/** A page of requests matching `filters`, newest first, and how many match per status. */
export async function listRequests(db: D1Database, filters: RequestFilters): Promise<RequestList> {
  const page = whereOf(filters, true);
  if (filters.before) {
    const [receivedAt, id] = filters.before.split("~");
    page.where += `${page.where ? " AND" : "WHERE"} (received_at < ? OR (received_at = ? AND id < ?))`;
    page.values.push(receivedAt, receivedAt, id);
  }
  const counted = whereOf(filters, false);
  const [rows, counts] = await db.batch<RequestRow | { status: string; count: number }>([
    db
      .prepare(`SELECT * FROM requests ${page.where} ORDER BY received_at DESC, id DESC LIMIT ?`)
      .bind(...page.values, PAGE_SIZE + 1),
    db
      .prepare(`SELECT status, count(*) AS count FROM requests ${counted.where} GROUP BY status`)
      .bind(...counted.values),
  ]);
  const found = rows.results as RequestRow[];
  const shown = found.slice(0, PAGE_SIZE);
  return {
    requests: shown.map(summaryOf),
    counts: Object.fromEntries(
      (counts.results as { status: string; count: number }[]).map(({ status, count }) => [status, count]),
    ),
    next: found.length > PAGE_SIZE ? cursorOf(shown[shown.length - 1]) : null,
  };
}

const eventOf = (row: EventRow): RequestEvent => ({
  at: row.at,
  staffEmail: row.staff_email,
  from: row.from_status,
  to: row.to_status,
  note: row.note,
});

function detailOf(row: RequestRow, events: EventRow[]): RequestDetail {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    receivedAt: row.received_at,
    name: nameOf(row),
    email: row.email,
    phone: phoneOf(row),
    trip: row.trip_slug ? { slug: row.trip_slug, title: row.trip_title ?? row.trip_slug } : null,
    departure: departureOf(row),
    job: row.job_slug ? { slug: row.job_slug, title: row.job_title ?? row.job_slug } : null,
    subject: subjectOf(row),
    message: row.message,
    coverLetter: row.cover_letter,
    resume:
      row.resume_key && row.resume_name && row.resume_type
        ? { name: row.resume_name, type: row.resume_type, bytes: row.resume_bytes ?? 0 }
        : null,
    history: events.map(eventOf),
  };
}

export async function requestRow(db: D1Database, id: string): Promise<RequestRow> {
  const row = await db.prepare("SELECT * FROM requests WHERE id = ?").bind(id).first<RequestRow>();
  if (!row) throw new Refusal(404, "There is no such request: it may have been deleted after its time.");
  return row;
}

/** One request in full, with every status change, oldest first. */
export async function requestDetail(db: D1Database, id: string): Promise<RequestDetail> {
  const [requests, events] = await db.batch<RequestRow | EventRow>([
    db.prepare("SELECT * FROM requests WHERE id = ?").bind(id),
    db
      .prepare(
        "SELECT at, staff_email, from_status, to_status, note FROM request_events WHERE request_id = ? ORDER BY id",
      )
      .bind(id),
  ]);
  const row = requests.results[0] as RequestRow | undefined;
  if (!row) throw new Refusal(404, "There is no such request: it may have been deleted after its time.");
  return detailOf(row, events.results as EventRow[]);
}

/** The body of a status change, checked: a status, the version it was made on, and at most a short note. */
export function statusChangeOf(body: unknown): StatusChange {
  const { status, version, note } = (body ?? {}) as Record<string, unknown>;
  if (typeof status !== "string" || status === "") throw new Refusal(400, "Say which status the request moves to.");
  if (typeof version !== "number" || !Number.isInteger(version)) {
    throw new Refusal(400, "Send the version of the request you are changing.");
  }
  if (note !== undefined && note !== null && typeof note !== "string") throw new Refusal(400, "A note is text.");
  const trimmed = typeof note === "string" ? note.trim() : "";
  if (trimmed.length > NOTE_MAX_LENGTH) {
    throw new Refusal(400, `A note may be at most ${NOTE_MAX_LENGTH} characters; this one has ${trimmed.length}.`);
  }
  return trimmed ? { status, version, note: trimmed } : { status, version };
}

/**
 * Moves request `id` to `change.status` as `staffEmail`, if it is still at
 * `change.version` and its kind allows the move, and keeps the change in its
 * history; both in one transaction. A stale version is refused with 409.
 */
export async function changeStatus(
  db: D1Database,
  id: string,
  change: StatusChange,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  const current = await requestRow(db, id);
  const stale = () =>
    new Refusal(
      409,
      `Someone changed this request since you opened it: it is now ${statusInfo(current.kind, current.status).label}. Look at its history, then decide again.`,
    );
  if (current.version !== change.version) throw stale();
  if (!canMove(current.kind, current.status, change.status)) {
    const allowed = statusInfo(current.kind, current.status).next;
    throw new Refusal(
      422,
      allowed.length > 0
        ? `A ${current.kind} request that is ${statusInfo(current.kind, current.status).label} can move to ${allowed.map((status) => statusInfo(current.kind, status).label).join(" or ")}, not "${change.status}".`
        : `This request is settled (${statusInfo(current.kind, current.status).label}); its status no longer changes.`,
    );
  }
  const at = now.toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        "UPDATE requests SET status = ?, version = version + 1, changed_at = ? WHERE id = ? AND version = ? AND status = ?",
      )
      .bind(change.status, at, id, change.version, current.status),
    // Written only when the update above changed the row: a change that lost the race leaves no history.
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(id, at, staffEmail, current.status, change.status, change.note ?? null),
  ]);
  if (update.meta.changes !== 1) {
    // Another change committed between the read above and this one.
    Object.assign(current, await requestRow(db, id));
    throw stale();
  }
  return requestDetail(db, id);
}
