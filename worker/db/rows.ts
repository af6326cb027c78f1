// One row type per table (migrations/), written once, and the columns each
// statement names: the Worker never selects `*`, so a column added by a
// migration reaches no code that has not asked for it.
import type { ReviewHoldReason } from "../../requests/reviews";
import type { RequestKind } from "../../requests/intake";
import type { ReturnMethod } from "../../requests/staff";
import type { Locale } from "../../content/locales.mjs";
import type { DocumentKind } from "../../content/tax-documents";
import type { ReadPurpose, StaffRole } from "../../requests/staff-roles";

/** A request a visitor sent (migrations/0001_requests.sql, 0002_staff_desk.sql). */
export interface RequestRow {
  id: string;
  kind: RequestKind;
  status: string;
  /** Bumped by every status change; a change made on an older version is refused. */
  version: number;
  received_at: string;
  /** The language it was sent in ('en', 'hi'): the traveller's emails and pages speak it. */
  lang: Locale;
  /** When staff last changed it; null until then. */
  changed_at: string | null;
  idempotency_key: string | null;
  body_hash: string;
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
  /** How many travellers a booking or waitlist request is for (1 for the other kinds). */
  seats: number;
  /** The other travellers' names, one per line. */
  travellers: string | null;
  /** Until when a held or offered request keeps its seats (migrations/0004_live_seats.sql). */
  hold_until: string | null;
  source: RequestSource;
  /** What the traveller quotes: 'SF-7K3Q9XMD'. */
  reference: string | null;
  /** The secret of the traveller's booking page link. */
  token: string | null;
  /**
   * What one seat costs with GST, in paise, once a change fixed it (a switch,
   * migrations/0015_plan_changes.sql); null: the departure's price in the catalogue.
   */
  seat_price: number | null;
  /**
   * A keyed fingerprint of the internet address a booking from the site came
   * from (migrations/0008_unpaid_hold_limits.sql), never the address itself;
   * kept only while the booking is held, for the unpaid-seat limits.
   */
  client_fingerprint: string | null;
  /**
   * Who its GST documents bill (migrations/0014_booking_billing.sql): the booker's State as a GST code
   * ('06', or '96' outside India), their address, and a business's name and GSTIN; null when not given.
   */
  billing_state: string | null;
  billing_address: string | null;
  billing_company: string | null;
  billing_gstin: string | null;
  /**
   * Where the visit that sent it came from, as the booking form recorded it (migrations/0017_visit_sources.sql,
   * requests/numbers.ts's VisitSource): utm_source or the referring host or 'direct', and the other utm_* tags;
   * all null for a request entered at the desk or sent before sources were kept.
   */
  visit_source: string | null;
  visit_medium: string | null;
  visit_campaign: string | null;
  visit_term: string | null;
  visit_content: string | null;
}

/** The columns of where a request's visit came from. */
export type VisitColumn = "visit_source" | "visit_medium" | "visit_campaign" | "visit_term" | "visit_content";

/** Where a request came from: the site's forms, the staff desk, or the seats sold before seats were live. */
export type RequestSource = "site" | "desk" | "import";

/** What a visitor's request says, as the intake checked it: the columns a form fills, and the language it was sent in. */
export type SentRequest = Pick<RequestRow, "kind" | "email" | "lang"> &
  Partial<
    Pick<
      RequestRow,
      | "full_name"
      | "first_name"
      | "last_name"
      | "country_code"
      | "phone"
      | "trip_slug"
      | "trip_title"
      | "departure_start"
      | "departure_end"
      | "job_slug"
      | "job_title"
      | "subject"
      | "message"
      | "cover_letter"
      | "seats"
      | "travellers"
      | "billing_state"
      | "billing_address"
      | "billing_company"
      | "billing_gstin"
      | VisitColumn
    >
  >;

/** One status change of a request, by a staff member. */
export interface RequestEventRow {
  id: number;
  request_id: string;
  at: string;
  staff_email: string;
  from_status: string;
  to_status: string;
  note: string | null;
}

/**
 * The emails a request sends, each at most once: the agency's, and the
 * traveller's at each step of a booking (worker/emails/traveller-emails.ts),
 * with the reminders of travellers' details still missing 21 and 10 days
 * before departure (content/traveller-data.ts's REMINDER_DAYS_BEFORE_DEPARTURE).
 */
export const EMAIL_TEMPLATES = [
  "agency",
  "received",
  "confirmed",
  "lapsed",
  "waitlisted",
  "offered",
  "deposit-paid",
  "balance-paid",
  "balance-due",
  "balance-reminder",
  "refunded",
  "refund-returned",
  "plans-changed",
  "called-off",
  "tax-invoice",
  "travellers-due-21",
  "travellers-due-10",
  "review-asked",
  "review-reminder",
  "review-held",
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** One email of a request, until it is sent. */
export interface OutboxRow {
  request_id: string;
  template: EmailTemplate;
  /** What the email is about beside its request: a change of plans' id; '' for every other email. */
  subject: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** What a payment link collects (migrations/0006_payments.sql). */
export type PaymentPurpose = "deposit" | "balance";

/** A Razorpay payment link made for a request. */
export interface PaymentLinkRow {
  id: string;
  request_id: string;
  purpose: PaymentPurpose;
  /** Paise. */
  amount: number;
  currency: string;
  short_url: string;
  expire_by: string;
  status: string;
  created_at: string;
  /** The switch a link collects a dearer departure's difference for; '' for the deposit's and the balance's own link. */
  change_id: string;
}

/** A payment received for a request. */
export interface PaymentRow {
  id: string;
  request_id: string;
  link_id: string | null;
  purpose: PaymentPurpose;
  /** Paise. */
  amount: number;
  currency: string;
  method: string;
  paid_at: string;
  /** 1 when it came after the booking's seats had gone to others: to refund or seat by hand. */
  without_seat: number;
  /** Who recorded a payment made by transfer or cash; null when paid online. */
  recorded_by: string | null;
}

/** Money given back for one payment (migrations/0006_payments.sql). */
export interface RefundRow {
  receipt: string;
  request_id: string;
  payment_id: string;
  /** Paise. */
  amount: number;
  status: "sending" | "sent" | "failed" | "by-hand";
  refund_id: string | null;
  percent: number;
  reason: string;
  at: string;
  /** A refund by hand marked returned on the desk (migrations/0007_refunds_returned_by_hand.sql): all four, or none. */
  returned_at: string | null;
  /** The staff member's Access email. */
  returned_by: string | null;
  returned_method: ReturnMethod | null;
  returned_note: string | null;
}

/** Where a cron job that works through more than one run stopped (migrations/0003_cron_cursors.sql). */
export interface CronCursorRow {
  job: string;
  cursor: string;
}

/** Every column of the requests table, in the order selects name them. */
export const REQUEST_COLUMNS = [
  "id",
  "kind",
  "status",
  "version",
  "received_at",
  "changed_at",
  "idempotency_key",
  "body_hash",
  "full_name",
  "first_name",
  "last_name",
  "email",
  "country_code",
  "phone",
  "trip_slug",
  "trip_title",
  "departure_start",
  "departure_end",
  "job_slug",
  "job_title",
  "subject",
  "message",
  "cover_letter",
  "resume_key",
  "resume_name",
  "resume_type",
  "resume_bytes",
  "seats",
  "travellers",
  "hold_until",
  "source",
  "reference",
  "token",
  "client_fingerprint",
  "lang",
  "billing_state",
  "billing_address",
  "billing_company",
  "billing_gstin",
  "seat_price",
  "visit_source",
  "visit_medium",
  "visit_campaign",
  "visit_term",
  "visit_content",
] as const satisfies readonly (keyof RequestRow)[];

// Fails to compile when a column of RequestRow is missing from REQUEST_COLUMNS.
const everyColumnListed: [Exclude<keyof RequestRow, (typeof REQUEST_COLUMNS)[number]>] extends [never] ? true : never =
  true;
void everyColumnListed;

/** `requests.id, requests.kind, …`: the columns of a request, for a select. */
export const requestColumns = (table = "requests") => REQUEST_COLUMNS.map((column) => `${table}.${column}`).join(", ");

/** A GST document as stored (migrations/0013_tax_documents.sql): its number's parts, what it documents, and what it says (JSON). */
export interface TaxDocumentRow {
  series: string;
  financial_year: string;
  count: number;
  kind: DocumentKind;
  request_id: string;
  source: string;
  issued_at: string;
  body: string;
}

/** Every column of the tax_documents table, in the order selects name them. */
export const TAX_DOCUMENT_COLUMNS = [
  "series",
  "financial_year",
  "count",
  "kind",
  "request_id",
  "source",
  "issued_at",
  "body",
] as const satisfies readonly (keyof TaxDocumentRow)[];

// Fails to compile when a column of TaxDocumentRow is missing from TAX_DOCUMENT_COLUMNS.
const everyDocumentColumnListed: [Exclude<keyof TaxDocumentRow, (typeof TAX_DOCUMENT_COLUMNS)[number]>] extends [never]
  ? true
  : never = true;
void everyDocumentColumnListed;

/** `series, financial_year, …`: the columns of a GST document, for a select. */
export const taxDocumentColumns = TAX_DOCUMENT_COLUMNS.join(", ");

/** How a fitness proof stands with the desk (migrations/0009_travellers.sql). */
export type ProofStatus = "submitted" | "approved" | "returned";

/** Who travels on one seat of a booking (migrations/0009_travellers.sql). `id_number` and `health` are sealed. */
export interface TravellerRow {
  request_id: string;
  seat: number;
  full_name: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  gender: string;
  phone: string;
  emergency_name: string;
  emergency_relation: string;
  emergency_phone: string;
  dietary: string;
  id_type: string;
  /** Sealed (worker/platform/personal-data.ts): the number, or for Aadhaar its last four digits. */
  id_number: string;
  /** Sealed JSON of the health answers; null for a grade without questions. */
  health: string | null;
  declared_at: string;
  guardian_name: string | null;
  guardian_phone: string | null;
  guardian_consent_at: string | null;
  /** The R2 key of the sealed fitness proof. */
  proof_key: string | null;
  proof_name: string | null;
  proof_type: string | null;
  proof_bytes: number | null;
  proof_status: ProofStatus | null;
  proof_note: string | null;
  proof_reviewed_by: string | null;
  proof_reviewed_at: string | null;
  version: number;
  saved_at: string;
  saved_by: "booker" | "traveller";
}

/** Every column of the travellers table, in the order selects name them. */
export const TRAVELLER_COLUMNS = [
  "request_id",
  "seat",
  "full_name",
  "date_of_birth",
  "gender",
  "phone",
  "emergency_name",
  "emergency_relation",
  "emergency_phone",
  "dietary",
  "id_type",
  "id_number",
  "health",
  "declared_at",
  "guardian_name",
  "guardian_phone",
  "guardian_consent_at",
  "proof_key",
  "proof_name",
  "proof_type",
  "proof_bytes",
  "proof_status",
  "proof_note",
  "proof_reviewed_by",
  "proof_reviewed_at",
  "version",
  "saved_at",
  "saved_by",
] as const satisfies readonly (keyof TravellerRow)[];

// Fails to compile when a column of TravellerRow is missing from TRAVELLER_COLUMNS.
const everyTravellerColumnListed: [Exclude<keyof TravellerRow, (typeof TRAVELLER_COLUMNS)[number]>] extends [never]
  ? true
  : never = true;
void everyTravellerColumnListed;

/** What staff read of a traveller's sealed data, or of a departure's permit list (migrations/0009_travellers.sql). */
export type PersonalDataRead = "health" | "proof" | "permit-list" | "roster" | "roster-offline";

/** One line of the access log of personal data. */
export interface PersonalDataReadRow {
  id: number;
  at: string;
  staff_email: string;
  /** The role that allowed the read, and why it was made; null for reads logged before roles (0011). */
  role: StaffRole | null;
  purpose: ReadPurpose | null;
  what: PersonalDataRead;
  request_id: string | null;
  seat: number | null;
  trip_slug: string | null;
  departure_start: string | null;
}

/**
 * A seat's traveller as the desk lists it for a departure: what the manifest
 * and the readiness list show, with the booking's status; never the sealed
 * columns, only whether health answers exist.
 */
export type DeskTravellerRow = Pick<
  TravellerRow,
  | "request_id"
  | "seat"
  | "full_name"
  | "date_of_birth"
  | "gender"
  | "phone"
  | "emergency_name"
  | "emergency_relation"
  | "emergency_phone"
  | "dietary"
  | "id_type"
  | "guardian_name"
  | "guardian_phone"
  | "proof_key"
  | "proof_name"
  | "proof_type"
  | "proof_bytes"
  | "proof_status"
  | "proof_note"
  | "proof_reviewed_by"
  | "proof_reviewed_at"
> & { has_health: number };

/** One line of the access log as the desk lists it, with what is still known of whose data it was. */
export type AccessLogRow = PersonalDataReadRow & {
  /** The booking's reference and booker, while the request is kept. */
  reference: string | null;
  booker: string | null;
  /** The traveller on the seat, until their data is erased. */
  traveller: string | null;
};

/** A role a person holds at the desk (migrations/0011_staff_roles.sql). */
export interface StaffRoleRow {
  email: string;
  role: StaffRole;
  added_by: string;
  added_at: string;
}

/** A departure a trip lead leads. */
export interface LeadDepartureRow {
  email: string;
  trip_slug: string;
  departure_start: string;
  assigned_by: string;
  assigned_at: string;
}

/** An owner's change to the staff: what `email` holds after it, as JSON ({ roles, departures }). */
export interface StaffChangeRow {
  id: number;
  at: string;
  changed_by: string;
  email: string;
  holds: string;
}

/** A seat's check-in at the pickup (migrations/0012_lead_roster.sql): the last change to it, made on a phone. */
export interface CheckInRow {
  request_id: string;
  seat: number;
  arrived: 0 | 1;
  changed_at: string;
  changed_by: string;
}

/** One change of plans (migrations/0015_plan_changes.sql): amounts in paise. */
export interface BookingChangeRow {
  /** The key of the form that asked for it: one change however often it is sent. */
  id: string;
  request_id: string;
  kind: "cancel" | "credit" | "switch" | "hand-on";
  asked_by: "traveller" | "staff" | "call-off";
  /** Who made it: the staff member's email, or the traveller's actor (db/seats.ts ACTORS). */
  actor: string;
  at: string;
  /** The request's version it was worked out on. */
  version: number;
  seats_before: number;
  /** The seats it touched, as JSON: '[2,3]'. */
  seats: string;
  percent: number | null;
  released: number;
  refund: number;
  credit: number;
  fee: number;
  from_departure: string | null;
  to_departure: string | null;
  difference: number;
}

/** A trip credit and what bookings spent of it (paise). */
export interface TripCreditRow {
  code: string;
  request_id: string;
  change_id: string;
  amount: number;
  spent: number;
  /** The last day (India's date) a booking may spend it. */
  valid_until: string;
  created_at: string;
}

/** What one booking paid with one credit (paise). */
export interface CreditUseRow {
  request_id: string;
  code: string;
  amount: number;
  at: string;
}

/** A departure the agency called off (migrations/0015_plan_changes.sql). */
export interface CalledOffRow {
  trip_slug: string;
  departure_start: string;
  reason: string;
  called_off_by: string;
  called_off_at: string;
  /** The last instant (ISO 8601, UTC) its bookings may choose; then the daily cron refunds them in full. */
  choose_by: string;
}

/** Who is asked to review a departure, one line a traveller (migrations/0016_reviews.sql). */
export interface ReviewInvitationRow {
  id: string;
  token: string;
  /** Null once the booking is deleted when its time is up; the invitation and its review stay. */
  request_id: string | null;
  /** 1 to the booking's seats; 0 for the booker, for the seats nobody told. */
  seat: number;
  trip_slug: string;
  departure_start: string;
  departure_end: string;
  lang: "en" | "hi";
  /** The traveller's name as told; '' once erased. */
  full_name: string;
  asked_at: string;
  reminded_at: string | null;
  write_by: string;
}

/** Where a review stands. */
export type ReviewStatus = "waiting" | "published" | "held" | "withdrawn";

/** A review, one an invitation (migrations/0016_reviews.sql). */
export interface ReviewRow {
  id: string;
  invitation_id: string;
  trip_slug: string;
  departure_start: string;
  lang: "en" | "hi";
  rating: number;
  title: string;
  body: string;
  lead_note: string;
  author_name: string;
  written_at: string;
  rewritten_at: string | null;
  status: ReviewStatus;
  held_reason: ReviewHoldReason | null;
  held_note: string | null;
  decided_at: string | null;
  decided_by: string | null;
  published_at: string | null;
  reply: string | null;
  replied_at: string | null;
  replied_by: string | null;
  withdrawn_at: string | null;
  version: number;
}

/** One step of a review, by its author ('author') or a staff member. */
export interface ReviewEventRow {
  id: number;
  review_id: string;
  at: string;
  actor: string;
  action: "written" | "rewritten" | "published" | "held" | "answered" | "withdrawn";
  detail: string | null;
}
