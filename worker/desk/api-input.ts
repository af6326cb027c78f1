// The staff API's input, checked with zod before anything acts on it: the
// list's filters, a status change, a hold's extension, a booking entered on
// the desk, a payment recorded by hand, a refund returned by hand, a fitness
// proof's review, the access log's page, an owner's change to the staff, the pickup's check-ins, a
// kept roster's openings, the period of the GST documents' list, and a review's
// list, decision and public answer. The first problem found is refused with 400
// and its message.
// zod/mini: the same checks as zod's chained API in a fraction of the Worker's bundle (16 KB, not 440).
import * as z from "zod/mini";
import { financialYearOfLabel, type FinancialYear } from "../../content/tax-documents";
import { REQUEST_KINDS } from "../../requests/intake";
import { searchLengthError } from "../../requests/search";
import {
  FILTER_NAMES,
  HOLD_EXTENSIONS,
  NOTE_MAX_LENGTH,
  OFFLINE_METHODS,
  RETURN_METHODS,
  type CallOff,
  type DeskBooking,
  type DeskPlanChange,
  type HoldExtension,
  type PaymentRecord,
  type ProofDecision,
  type RefundReturn,
  type RequestFilters,
  type StatusChange,
} from "../../requests/staff";
import { STAFF_ROLES, type StaffMemberChange } from "../../requests/staff-roles";
import { MAX_ROSTER_CHANGES, type CheckInChanges, type RosterOpenings } from "../../requests/staff-roster";
import {
  REVIEW_HOLD_REASONS,
  REVIEW_LIMITS,
  REVIEW_STATUSES,
  type ReviewDecision,
  type ReviewReply,
  type ReviewStanding,
} from "../../requests/reviews";
import { Refusal } from "../platform/refusals";

/** `input` checked by `schema`: the first problem found is refused with 400 and its message. */
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
  state: z.optional(z.string()),
  address: z.optional(z.string()),
  company: z.optional(z.string()),
  gstin: z.optional(z.string()),
  creditCode: z.optional(z.string()),
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

const FORM_KEY = z
  .string({ error: "Send the form's key (a UUID made when the form opened)." })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "The form's key is a UUID."));
const SEAT_NUMBER = z.int({ error: "Name seats by their numbers." }).check(z.minimum(1), z.maximum(99));
const START_DATE = z
  .string({ error: "Say which departure, by its start date." })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "A departure is named by its start date, YYYY-MM-DD."));

const PLAN_CHANGE = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("cancel"),
      key: FORM_KEY,
      version: z.int({ error: SEND_VERSION }),
      seats: z.array(SEAT_NUMBER).check(z.minLength(1, "Tick the seats to cancel.")),
      keep: z.enum(["refund", "credit"], { error: "Say what the traveller keeps: refund or credit." }),
    }),
    z.object({
      kind: z.literal("switch"),
      key: FORM_KEY,
      version: z.int({ error: SEND_VERSION }),
      departure: START_DATE,
    }),
    z.object({ kind: z.literal("hand-on"), key: FORM_KEY, version: z.int({ error: SEND_VERSION }), seat: SEAT_NUMBER }),
  ],
  { error: "Say which change: cancel, switch or hand-on." },
);

/** A change of plans made on the desk, checked for its shape; the engine checks the rest. */
export const planChangeOf = (body: unknown): DeskPlanChange => parsed(PLAN_CHANGE, body ?? {});

const CALL_OFF = z.object({
  reason: z
    .string({ error: "Say why the departure is called off." })
    .check(z.trim(), z.minLength(3, "Say why the departure is called off."), z.maxLength(NOTE_MAX_LENGTH)),
  confirmDate: z.string({ error: "Type the departure's date to confirm." }),
});

/** A departure called off: why, and its date typed again. */
export const callOffAskOf = (body: unknown): CallOff => parsed(CALL_OFF, body ?? {});

/** The body of a payment recorded on the desk, checked. */
export function paymentRecordOf(body: unknown): PaymentRecord {
  const { rupees, method, version, note } = parsed(PAYMENT_RECORD, body ?? {});
  return { rupees, method, version, ...(note ? { note } : {}) };
}

const REFUND_RETURN = z.object({
  method: z.enum(RETURN_METHODS, {
    error: `Say how the money went back: ${RETURN_METHODS.slice(0, -1).join(", ")} or ${RETURN_METHODS.at(-1)}.`,
  }),
  note: STATUS_CHANGE.shape.note,
});

/** The body of a refund marked returned by hand, checked: how it went back, and at most a short note. */
export function refundReturnOf(body: unknown): RefundReturn {
  const { method, note } = parsed(REFUND_RETURN, body ?? {});
  return note ? { method, note } : { method };
}

const SAY_WHY_RETURNED = "Say why the proof goes back: the traveller reads your note.";

const PROOF_DECISION = z.object({
  key: z.string({ error: "Say which proof you reviewed." }).check(z.minLength(1, "Say which proof you reviewed.")),
  decision: z.enum(["approved", "returned"], { error: "Approve the proof, or send it back with a note." }),
  note: STATUS_CHANGE.shape.note,
});

/** The body of a fitness proof's review, checked: a proof sent back carries a note for the traveller. */
export function proofDecisionOf(body: unknown): ProofDecision {
  const { key, decision, note } = parsed(PROOF_DECISION, body ?? {});
  if (decision === "returned" && !note) throw new Refusal(400, SAY_WHY_RETURNED);
  return decision === "returned" ? { key, decision, note } : { key, decision };
}

const ACCESS_LOG_QUERY = z.object({
  before: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,15}$/, "This log's next page is not known; start again.")),
      z.transform(Number),
    ),
  ),
});

/** The access log's page (its query), checked: `before` is the id of the line the page ends before. */
export function accessLogQueryOf(query: Record<string, string>): { before: number | null } {
  return { before: parsed(ACCESS_LOG_QUERY, query).before ?? null };
}

/** How many departures one lead may be assigned in one change: the change is one D1 batch, a statement each. */
export const MAX_LEAD_DEPARTURES = 60;

const STAFF_MEMBER_CHANGE = z.object({
  email: z
    .string({ error: "Say whose roles these are: their email, as Access signs them in." })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Write the email Access signs them in with, like name@safarnama.in."),
      z.maxLength(254, "An email is at most 254 characters."),
    ),
  roles: z
    .array(z.enum(STAFF_ROLES, { error: (issue) => `There is no role "${String(issue.input)}".` }))
    .check(z.refine((roles) => new Set(roles).size === roles.length, "Name each role once.")),
  departures: z
    .array(
      z.object({
        trip: z.string().check(z.regex(/^[a-z0-9-]+$/, "A departure's trip is named by its slug.")),
        startDate: z
          .string()
          .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "A departure is named by its start date, YYYY-MM-DD.")),
      }),
    )
    .check(z.maxLength(MAX_LEAD_DEPARTURES, `A lead leads at most ${MAX_LEAD_DEPARTURES} departures at a time.`)),
});

/** An owner's change to one person's roles and departures, checked (departures only with the lead role). */
export function staffMemberChangeOf(body: unknown): StaffMemberChange {
  const change = parsed(STAFF_MEMBER_CHANGE, body);
  if (change.departures.length > 0 && !change.roles.includes("lead")) {
    throw new Refusal(400, "Only a trip lead is assigned departures: give them the lead role, or no departures.");
  }
  return change;
}

const INSTANT = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), "Say when, as an ISO 8601 time."));

const CHECK_IN_CHANGES = z.object({
  changes: z
    .array(
      z.object({
        requestId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, "A check-in names its booking by id.")),
        seat: z.int().check(z.gte(1, "A seat is numbered from 1."), z.lte(99, "A seat is numbered up to 99.")),
        arrived: z.boolean("Say whether they arrived: true or false."),
        at: INSTANT,
      }),
    )
    .check(z.maxLength(MAX_ROSTER_CHANGES, `Send at most ${MAX_ROSTER_CHANGES} check-ins at a time.`)),
});

/** Ticks made at the pickup, checked. */
export const checkInChangesOf = (body: unknown): CheckInChanges => parsed(CHECK_IN_CHANGES, body);

const ROSTER_OPENINGS = z.object({
  openings: z
    .array(z.object({ at: INSTANT }))
    .check(z.maxLength(MAX_ROSTER_CHANGES, `Send at most ${MAX_ROSTER_CHANGES} openings at a time.`)),
});

/** The openings of a roster kept on a phone, checked. */
export const rosterOpeningsOf = (body: unknown): RosterOpenings => parsed(ROSTER_OPENINGS, body);

const MONTH_FORMAT = /^\d{4}-(0[1-9]|1[0-2])$/;
const NAME_A_MONTH = "Name a month as YYYY-MM, e.g. 2026-05.";

/** The month a GST document export is for (its query's `month`, YYYY-MM), checked. */
export function documentMonthOf(query: Record<string, string>): string {
  const { month } = query;
  if (!month || !MONTH_FORMAT.test(month)) throw new Refusal(400, NAME_A_MONTH);
  return month;
}

/** The period the GST documents' list is for: a month (`month`, YYYY-MM) or a financial year (`year`, 2026-27). */
export function documentPeriodOf(query: Record<string, string>): { month: string } | { year: FinancialYear } {
  if (query.month !== undefined && query.year !== undefined) {
    throw new Refusal(400, "Ask for a month or a financial year, not both.");
  }
  if (query.year === undefined) return { month: documentMonthOf(query) };
  const year = financialYearOfLabel(query.year);
  if (!year) throw new Refusal(400, "Name a financial year as accounts write it, e.g. 2026-27.");
  return { year };
}

/**
 * `input` checked by `schema`, as parsed() does, with the field at fault named
 * beside the message (`errors`), for the forms that show it by the field.
 */
function parsedByField<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue.path.length > 0 ? String(issue.path[0]) : null;
  throw new Refusal(400, issue.message, field ? { [field]: issue.message } : undefined);
}

const REVIEW_LIST_QUERY = z.object({
  status: z.enum(REVIEW_STATUSES, {
    error: `Say which reviews to list: status is ${REVIEW_STATUSES.slice(0, -1).join(", ")} or ${REVIEW_STATUSES.at(-1)}.`,
  }),
  before: z.optional(z.string().check(z.regex(/^[^~]+~RV-/, "This list's next page is not known; start again."))),
});

/** The reviews' list (its query), checked: a status, and where the page starts after (`before`, a page's `next`). */
export function reviewListQueryOf(query: Record<string, string>): {
  status: ReviewStanding;
  before: { writtenAt: string; id: string } | null;
} {
  const { status, before } = parsedByField(REVIEW_LIST_QUERY, query);
  if (!before) return { status, before: null };
  const [writtenAt, id] = before.split("~");
  return { status, before: { writtenAt, id } };
}

const SEND_REVIEW_VERSION = "Send the version of the review you read (version).";
const REASONS_WORDS = `${REVIEW_HOLD_REASONS.slice(0, -1).join(", ")} or ${REVIEW_HOLD_REASONS.at(-1)}`;

const REVIEW_DECISION = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("publish"), version: z.int({ error: SEND_REVIEW_VERSION }) }),
    z.object({
      decision: z.literal("hold"),
      version: z.int({ error: SEND_REVIEW_VERSION }),
      reason: z.enum(REVIEW_HOLD_REASONS, {
        error: (issue) =>
          issue.input === undefined || issue.input === ""
            ? `A review is held back only for one of the policy's reasons: choose the reason (${REASONS_WORDS}).`
            : `The policy has no reason "${String(issue.input)}": the reason is ${REASONS_WORDS}.`,
      }),
      note: z.optional(
        z.string({ error: "The note to the author (note) is text." }).check(
          z.trim(),
          z.maxLength(REVIEW_LIMITS.heldNote.max, {
            error: (issue) =>
              `The note to the author (note) may be at most ${REVIEW_LIMITS.heldNote.max} characters; this one has ${String(issue.input).length}.`,
          }),
        ),
      ),
    }),
  ],
  { error: "Say the decision (decision): publish, or hold with the policy's reason." },
);

/** A decision on a waiting review, checked: publish, or hold with one of the policy's reasons and at most a short note. */
export function reviewDecisionOf(body: unknown): ReviewDecision {
  const decision = parsedByField(REVIEW_DECISION, body ?? {});
  if (decision.decision === "publish") return { decision: "publish", version: decision.version };
  const { version, reason, note } = decision;
  return note ? { decision: "hold", version, reason, note } : { decision: "hold", version, reason };
}

const { min: REPLY_MIN, max: REPLY_MAX } = REVIEW_LIMITS.reply;

const REVIEW_REPLY = z.object({
  version: z.int({ error: SEND_REVIEW_VERSION }),
  reply: z.string({ error: "Write the agency's answer (reply)." }).check(
    z.trim(),
    z.minLength(REPLY_MIN, `The answer (reply) needs at least ${REPLY_MIN} characters.`),
    z.maxLength(REPLY_MAX, {
      error: (issue) =>
        `The answer (reply) may be at most ${REPLY_MAX} characters; this one has ${String(issue.input).length}.`,
    }),
  ),
});

/** The agency's public answer under a published review, checked: plain text, trimmed, within its limits. */
export const reviewReplyOf = (body: unknown): ReviewReply => parsedByField(REVIEW_REPLY, body ?? {});
