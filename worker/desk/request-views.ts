// The requests as staff see them: the list with its filters and counts, one
// request with its history, and a status change that keeps that history and
// refuses to overwrite a change staff have not seen. The staff API's input is
// checked here with zod; the SQL is db/requests.ts's.
// zod/mini: the same checks as zod's chained API in a fraction of the Worker's bundle (16 KB, not 440).
import * as z from "zod/mini";
import { hoursAfter } from "../../content/dates";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../requests/contact-subjects";
import { REQUEST_KINDS } from "../../requests/intake";
import { searchLengthError } from "../../requests/search";
import { catalogueDeparture, type IntakeCatalogue } from "../../requests/intake-catalogue";
import { canMove, SEAT_STATUSES, SEAT_TAKING_STATUSES, statusInfo } from "../../requests/statuses";
import {
  FILTER_NAMES,
  NOTE_MAX_LENGTH,
  type RequestDetail,
  type RequestFilters,
  type RequestList,
  type RequestSummary,
  HOLD_EXTENSIONS,
  type DeskBooking,
  type BookingMoney,
  type HoldExtension,
  OFFLINE_METHODS,
  type PaymentRecord,
  type StatusChange,
} from "../../requests/staff";
import { Refusal } from "../platform/refusals";
import * as requests from "../db/requests";
import type { EmailOfRequest } from "../db/outbox";
import type { RequestEventRow, RequestRow } from "../db/rows";
import * as seats from "../db/seats";
import { makeSeatMoves, seatsTaken, type SeatMove } from "../db/seats";
import { forgetSeatSnapshot } from "../seats/live-pages";
import { bookingMoney } from "../shared/booking-money";
import { moneyOfRequest } from "../db/payments";
import { todayInIndia } from "../../content/india-time";

/** Requests per page of the list. */
export const PAGE_SIZE = 50;

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

/** A cursor into the list: the last request of a page, by time then id. */
const cursorOf = (row: Pick<RequestRow, "received_at" | "id">) => `${row.received_at}~${row.id}`;

/** The staff API's input, checked: the first problem found is refused with 400 and its message. */
function parsed<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal(400, result.error.issues[0].message);
  return result.data;
}

const FILTERS = z.object({
  kind: z.optional(z.enum(REQUEST_KINDS, { error: (issue) => `There is no kind "${String(issue.input)}".` })),
  status: z.optional(z.string()),
  trip: z.optional(z.string()),
  departure: z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "A departure is named by its start date, YYYY-MM-DD.")),
  ),
  q: z.optional(
    z.string().check(
      z.trim(),
      z.refine((words) => searchLengthError(words) === null, {
        error: (issue) => searchLengthError(String(issue.input)) ?? undefined,
      }),
    ),
  ),
  before: z.optional(z.string().check(z.includes("~", "This list's next page is not known; start again."))),
});

/** The filters of a list request (its query), checked: an unknown kind, a malformed date or a search too long is refused. */
export function filtersOf(query: Record<string, string>): RequestFilters {
  // A filter left empty matches everything, as if it were not sent.
  const sent = FILTER_NAMES.filter((name) => (query[name] ?? "").trim() !== "");
  return parsed(FILTERS, Object.fromEntries(sent.map((name) => [name, query[name]])));
}

/** A page of requests matching `filters`, newest first, and how many match per status. */
export async function listRequests(db: D1Database, filters: RequestFilters): Promise<RequestList> {
  const { rows, counts } = await requests.listRequests(db, filters, PAGE_SIZE + 1);
  const shown = rows.slice(0, PAGE_SIZE);
  return {
    requests: shown.map(summaryOf),
    counts: Object.fromEntries(counts.map(({ status, count }) => [status, count])),
    next: rows.length > PAGE_SIZE ? cursorOf(shown[shown.length - 1]) : null,
  };
}

const eventOf = (row: RequestEventRow) => ({
  at: row.at,
  staffEmail: row.staff_email,
  from: row.from_status,
  to: row.to_status,
  note: row.note,
});

function detailOf(
  row: RequestRow,
  events: RequestEventRow[],
  emails: EmailOfRequest[],
  money: BookingMoney | null,
): RequestDetail {
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
    seats:
      row.kind === "booking" || row.kind === "waitlist"
        ? {
            reference: row.reference,
            count: row.seats,
            others: row.travellers ? row.travellers.split("\n") : [],
            holdUntil: row.hold_until,
            source: row.source,
          }
        : null,
    money,
    emails: emails.map((email) => ({
      template: email.template,
      sentAt: email.sent_at,
      attempts: email.attempts,
      lastError: email.last_error,
    })),
    history: events.map(eventOf),
  };
}

const noSuchRequest = () => new Refusal(404, "There is no such request: it may have been deleted after its time.");

export async function requestRow(db: D1Database, id: string): Promise<RequestRow> {
  const row = await requests.requestById(db, id);
  if (!row) throw noSuchRequest();
  return row;
}

/** One request in full, with every status change, oldest first, and a booking's money. */
export async function requestDetail(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  now = new Date(),
): Promise<RequestDetail> {
  const [found, money] = await Promise.all([requests.requestWithHistory(db, id), moneyOfRequest(db, id)]);
  if (!found) throw noSuchRequest();
  const booking = bookingMoney(found.request, catalogue, money, todayInIndia(now), now);
  return detailOf(found.request, found.events, found.emails, booking);
}

const SAY_STATUS = "Say which status the request moves to.";
const SEND_VERSION = "Send the version of the request you are changing.";

const STATUS_CHANGE = z.object({
  status: z.string({ error: SAY_STATUS }).check(z.minLength(1, SAY_STATUS)),
  version: z.int({ error: SEND_VERSION }),
  cancelledBy: z.optional(z.enum(["traveller", "agency"], { error: "Say who cancels: the traveller or the agency." })),
  note: z.pipe(
    z.nullish(z.string({ error: "A note is text." })),
    z.pipe(
      z.transform((note: string | null | undefined) => note?.trim() ?? ""),
      z.string().check(
        z.maxLength(NOTE_MAX_LENGTH, {
          error: (issue) =>
            `A note may be at most ${NOTE_MAX_LENGTH} characters; this one has ${String(issue.input).length}.`,
        }),
      ),
    ),
  ),
});

/** The body of a status change, checked: a status, the version it was made on, and at most a short note. */
export function statusChangeOf(body: unknown): StatusChange {
  const { status, version, note, cancelledBy } = parsed(STATUS_CHANGE, body ?? {});
  return { status, version, ...(note ? { note } : {}), ...(cancelledBy ? { cancelledBy } : {}) };
}

/**
 * What moving a booking or waitlist request to `to` does to its seats: the
 * time it holds them until, the traveller's email, and for an offer the
 * condition that its seats are free.
 */
type SeatEffects = Pick<SeatMove, "holdUntil" | "email" | "seatsFree">;

function seatEffects(row: RequestRow, to: string, catalogue: IntakeCatalogue, now: Date): SeatEffects {
  const effects: SeatEffects = { holdUntil: null, email: null };
  if (row.kind !== "booking" && row.kind !== "waitlist") return effects;
  if (to === "offered") {
    const departure = row.trip_slug ? catalogueDeparture(catalogue, row.trip_slug, row.departure_start) : undefined;
    if (!departure) {
      throw new Refusal(422, "This request's departure is not on the site (any more), so it has no seats to offer.");
    }
    return {
      holdUntil: hoursAfter(now, catalogue.terms.offerHours),
      email: "offered",
      seatsFree: { slug: row.trip_slug!, startDate: departure.startDate, capacity: departure.seats },
    };
  }
  if (to === "held") return { holdUntil: hoursAfter(now, catalogue.terms.holdHours), email: "received" };
  if (to === "confirmed") return { ...effects, email: "confirmed" };
  if (to === "lapsed" && row.status !== "waiting") return { ...effects, email: "lapsed" };
  return effects;
}

/**
 * Moves request `id` to `change.status` as `staffEmail`, if it is still at
 * `change.version` and its kind allows the move, and keeps the change in its
 * history, with what the move does to its seats and the traveller's email;
 * all in one transaction. A stale version is refused with 409, and so is an
 * offer of seats that are not free.
 */
export async function changeStatus(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  change: StatusChange,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  let current = await requestRow(db, id);
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
  const effects = seatEffects(current, change.status, catalogue, now);
  const [moved] = await makeSeatMoves(db, [
    {
      id,
      from: current.status,
      to: change.status,
      version: change.version,
      at: now.toISOString(),
      actor: staffEmail,
      note: change.note ?? null,
      ...effects,
    },
  ]);
  if (!moved) {
    const before = current;
    current = await requestRow(db, id);
    if (current.version !== before.version || !effects.seatsFree) throw stale();
    // Nobody changed the request: its seats are not free.
    const taken = await seatsTaken(db, effects.seatsFree.slug, effects.seatsFree.startDate);
    const free = Math.max(effects.seatsFree.capacity - taken, 0);
    throw new Refusal(
      409,
      `Only ${free} of the departure's ${effects.seatsFree.capacity} seats ${free === 1 ? "is" : "are"} free, and this request is for ${current.seats}. Free seats first, or offer them to a smaller request.`,
    );
  }
  if (effects.holdUntil !== null || SEAT_TAKING_STATUSES.includes(current.status)) await forgetSeatSnapshot();
  return requestDetail(db, catalogue, id, now);
}

const HOLD_EXTENSION = z.object({
  hours: z.union(
    HOLD_EXTENSIONS.map((hours) => z.literal(hours)),
    { error: `Extend a hold by ${HOLD_EXTENSIONS.join(", ")} hours.` },
  ),
  version: z.int({ error: SEND_VERSION }),
  note: STATUS_CHANGE.shape.note,
});

/** The body of a hold's extension, checked. */
export function holdExtensionOf(body: unknown): HoldExtension {
  const { hours, version, note } = parsed(HOLD_EXTENSION, body ?? {});
  return note ? { hours, version, note } : { hours, version };
}

/**
 * Keeps a held or offered request's seats `extension.hours` longer (from its
 * hold's end, or from now when that has passed) if it is still at
 * `extension.version`, and keeps the change in its history.
 */
export async function extendHold(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  extension: HoldExtension,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  const current = await requestRow(db, id);
  if (current.version !== extension.version) {
    throw new Refusal(409, "Someone changed this request since you opened it. Look at its history, then decide again.");
  }
  if (!current.hold_until || !SEAT_STATUSES.held.some((status) => status === current.status)) {
    throw new Refusal(
      422,
      `Only held or offered seats have a hold to extend; this request is ${statusInfo(current.kind, current.status).label}.`,
    );
  }
  // From the hold's end, or from now when that has passed (the cron lapses it within the minute).
  const until = hoursAfter(new Date(Math.max(Date.parse(current.hold_until), now.getTime())), extension.hours);
  const extended = await seats.extendHold(db, {
    id,
    version: extension.version,
    until,
    at: now.toISOString(),
    staffEmail,
    note: extension.note ?? null,
  });
  if (!extended) {
    throw new Refusal(409, "Someone changed this request since you opened it. Look at its history, then decide again.");
  }
  return requestDetail(db, catalogue, id, now);
}

const DESK_BOOKING = z.object({
  trip: z.string({ error: "Say which trip." }),
  departure: z.string({ error: "Say which departure." }),
  fullName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  seats: z.string(),
  travellers: z.string(),
  message: z.string(),
  confirmed: z.boolean({ error: "Say whether the deposit is in (confirmed: true or false)." }),
});

/** The body of a booking entered on the desk, checked for its shape; its values are checked as the site's form's are. */
export function deskBookingOf(body: unknown): DeskBooking {
  return parsed(DESK_BOOKING, body ?? {});
}

const PAYMENT_RECORD = z.object({
  rupees: z
    .int({ error: "Say the amount received, in whole rupees." })
    .check(
      z.positive({ error: "The amount received is more than ₹0." }),
      z.maximum(10_000_000, { error: "That is more than any booking costs: check the amount." }),
    ),
  method: z.enum(OFFLINE_METHODS, { error: `Say how it was paid: ${OFFLINE_METHODS.join(" or ")}.` }),
  version: z.int({ error: SEND_VERSION }),
  note: STATUS_CHANGE.shape.note,
});

const VERSION_ONLY = z.object({ version: z.int({ error: SEND_VERSION }) });

/** A body that carries only the version of the request it acts on, checked. */
export function versionOf(body: unknown): { version: number } {
  return parsed(VERSION_ONLY, body ?? {});
}

/** The body of a payment recorded on the desk, checked. */
export function paymentRecordOf(body: unknown): PaymentRecord {
  const { rupees, method, version, note } = parsed(PAYMENT_RECORD, body ?? {});
  return { rupees, method, version, ...(note ? { note } : {}) };
}
