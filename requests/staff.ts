// What the staff desk and the Worker's staff API (worker/desk/) say to
// each other: the addresses, the filters, and the shape of every answer.
import type { VisitSource } from "./numbers";
import type { Locale } from "../content/locales.mjs";
import type { DocumentKind } from "../content/tax-documents";
import { STAFF_API_PATH } from "../content/routes.mjs";
import type { BookingBilling, BookingRequest } from "./booking-rules";
import type { RequestKind } from "./intake";
import type { SeatHolder } from "./statuses";
import type { ReadPurpose, StaffRole } from "./staff-roles";

export const staffApi = {
  /** Who is signed in, their roles and what they may do (StaffSelf, requests/staff-roles.ts). */
  self: `${STAFF_API_PATH}me`,
  /** Owners only: everyone on the staff (GET StaffList), and one person's roles and departures (POST StaffMemberChange). */
  staff: `${STAFF_API_PATH}staff`,
  requests: `${STAFF_API_PATH}requests`,
  request: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}`,
  status: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/status`,
  resume: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/resume`,
  hold: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/hold`,
  payments: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/payments`,
  refunds: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/refunds`,
  /** Marks a refund owed by hand returned; `receipt` is the refund's ('<payment id>:<reason>'). */
  refundReturned: (id: string, receipt: string) =>
    `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/refunds/${encodeURIComponent(receipt)}/returned`,
  bookings: `${STAFF_API_PATH}bookings`,
  departures: `${STAFF_API_PATH}departures`,
  money: `${STAFF_API_PATH}money`,
  /** The GST documents issued in a month of India's calendar ('2026-05'): each one, and the totals of each kind. */
  taxDocuments: (month: string) => `${STAFF_API_PATH}money/documents?month=${month}`,
  /** A financial year's GST documents ('2026-27'): the totals of each kind, month by month. */
  taxDocumentYear: (year: string) => `${STAFF_API_PATH}money/documents?year=${year}`,
  /** A month's GST documents as the tables of GSTR-1, one CSV (docs/gst-documents.md, "For the accountant"). */
  gstr1Csv: (month: string) => `${STAFF_API_PATH}money/documents.csv?month=${month}`,
  manifest: (trip: string, startDate: string) => `${STAFF_API_PATH}departures/${encodeURIComponent(trip)}/${startDate}`,
  manifestCsv: (trip: string, startDate: string) =>
    `${STAFF_API_PATH}departures/${encodeURIComponent(trip)}/${startDate}/manifest.csv`,
  /** A departure's travellers' ID numbers: every call is written to the access log. */
  permitList: (trip: string, startDate: string) =>
    `${STAFF_API_PATH}departures/${encodeURIComponent(trip)}/${startDate}/permit-list`,
  permitListCsv: (trip: string, startDate: string) =>
    `${STAFF_API_PATH}departures/${encodeURIComponent(trip)}/${startDate}/permit-list.csv`,
  /** A seat's fitness proof, served inline; every call is written to the access log. */
  proof: (id: string, seat: number) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/travellers/${seat}/proof`,
  proofReview: (id: string, seat: number) =>
    `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/travellers/${seat}/proof/review`,
  /** A seat's health answers; every call is written to the access log. */
  health: (id: string, seat: number) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/travellers/${seat}/health`,
  /** A booking's changes of plans: what each would do today (GET PlanOptions), and one made (POST DeskPlanChange). */
  changes: (id: string) => `${STAFF_API_PATH}requests/${encodeURIComponent(id)}/changes`,
  /** Calls a departure off (POST CallOff); who of its bookings chose what is in its manifest's `calledOff`. */
  callOff: (trip: string, startDate: string) =>
    `${STAFF_API_PATH}departures/${encodeURIComponent(trip)}/${startDate}/call-off`,
  /** The access log of personal data, newest first; `before` is the previous page's `next`. */
  accessLog: (before?: number) => `${STAFF_API_PATH}access-log${before === undefined ? "" : `?before=${before}`}`,
};

/** The list's filters, as query parameters of staffApi.requests; each one left out matches everything. */
export interface RequestFilters {
  kind?: RequestKind;
  status?: string;
  trip?: string;
  /** A departure's start date (YYYY-MM-DD), with `trip`. */
  departure?: string;
  /** Words in the name, email, phone, subject, message, cover letter, trip or job. */
  q?: string;
  /** The `next` of the previous page. */
  before?: string;
}

export const FILTER_NAMES = ["kind", "status", "trip", "departure", "q", "before"] as const;

/** One line of the list. */
export interface RequestSummary {
  id: string;
  kind: RequestKind;
  status: string;
  receivedAt: string;
  /** The language it was sent in, which the traveller's emails and pages speak. */
  lang: Locale;
  name: string;
  email: string;
  /** What it is about: a trip (and its departure; none: the next one), a job, or a message's subject. */
  trip: string | null;
  departure: { startDate: string; endDate: string } | null;
  job: string | null;
  subject: string | null;
}

export interface RequestList {
  requests: RequestSummary[];
  /** How many requests the other filters match, per status. */
  counts: Record<string, number>;
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: string | null;
}

/** One status change, as kept. */
export interface RequestEvent {
  at: string;
  staffEmail: string;
  from: string;
  to: string;
  note: string | null;
}

/** One request in full, with its history and where it may go next. */
export interface RequestDetail {
  id: string;
  kind: RequestKind;
  status: string;
  /** Send it back with a change: a change made on an older version is refused (409). */
  version: number;
  receivedAt: string;
  /** The language it was sent in, which the traveller's emails and pages speak. */
  lang: Locale;
  name: string;
  email: string;
  phone: string | null;
  trip: { slug: string; title: string } | null;
  departure: { startDate: string; endDate: string } | null;
  job: { slug: string; title: string } | null;
  /** A contact message's subject, in words: 'Plan a custom trip'. */
  subject: string | null;
  message: string | null;
  coverLetter: string | null;
  resume: { name: string; type: string; bytes: number } | null;
  /** A booking's or waitlist request's seats and hold; null for the other kinds. */
  seats: BookingSeats | null;
  /** A booking's money: what it costs, what came in and went back, what is due; null for the other kinds. */
  money: BookingMoney | null;
  /** Where the visit that sent it came from, as the booking form recorded it; null when nothing was (the desk's, older ones, the other kinds). */
  visitSource: VisitSource | null;
  /** The emails the request sent or will send, in the order they were queued. */
  emails: SentEmail[];
  history: RequestEvent[];
}

/** Amounts in paise, as Razorpay counts (₹1 = 100). */
export interface BookingMoney {
  /** The seats' price with GST, and its parts by the booking terms. */
  total: number;
  deposit: number;
  balance: number;
  /** The day the balance is due; null without a departure. */
  balanceDueBy: string | null;
  /** Everything paid, less everything refunded. */
  paid: number;
  /** What is still to pay towards the total (0 once cancelled). */
  due: number;
  /** Confirmed, and something is still due after the balance's due date: staff call the traveller. */
  overdue: boolean;
  payments: PaymentLine[];
  refunds: RefundLine[];
  /** What cancelling today gives back by the terms (data/booking-terms.json), of what was paid. */
  refundToday: { traveller: RefundQuote; agency: RefundQuote };
  /** The address the traveller pays the deposit at, while its link is open. */
  payUrl: string | null;
  /** The address the traveller pays the balance at, once its link is made and while it is open. */
  balanceUrl: string | null;
  /** Where the traveller pays what a switch to a dearer departure added, while its own link is open, and how much. */
  difference: { url: string; amount: number } | null;
}

export interface RefundQuote {
  percent: number;
  amount: number;
}

export interface PaymentLine {
  id: string;
  amount: number;
  method: string;
  paidAt: string;
  /** Paid online through Razorpay (refunded through it too), or recorded on the desk by this staff member. */
  recordedBy: string | null;
  /** It came in after the booking's seats went to others: refund it, or seat the traveller by hand. */
  withoutSeat: boolean;
}

export interface RefundLine {
  id: string;
  /** What names it: '<payment id>:<reason>' (staffApi.refundReturned's address). */
  receipt: string;
  amount: number;
  /** sent (Razorpay took it), failed (not sent: retry), or by hand (a transfer or cash payment, refunded by staff). */
  status: "sent" | "failed" | "by-hand";
  at: string;
  /** A refund by hand once staff have sent the money back; null until then, and for the others. */
  returned: RefundReturned | null;
}

/** How a refund owed by hand went back: when, by whom (their Access email), how, and the reference they gave. */
export interface RefundReturned {
  at: string;
  by: string;
  method: ReturnMethod;
  note: string | null;
}

/** The body of a refund marked returned by hand: how the money went back, and a reference the traveller's receipt quotes. */
export interface RefundReturn {
  method: ReturnMethod;
  note?: string;
}

/** The body of a payment recorded on the desk: made by bank transfer or in cash, in whole rupees. */
export interface PaymentRecord {
  rupees: number;
  method: (typeof OFFLINE_METHODS)[number];
  note?: string;
  version: number;
}

/** How a payment recorded by hand was made. */
export const OFFLINE_METHODS = ["bank transfer", "cash"] as const;

/** How staff send back a refund owed by hand: the ways a payment by hand comes in, and two more. */
export const RETURN_METHODS = [...OFFLINE_METHODS, "UPI", "cheque"] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

export interface BookingSeats {
  reference: string | null;
  count: number;
  /** The booker's fellow travellers' names. */
  others: string[];
  /** Until when a held or offered request keeps its seats; null in every other status. */
  holdUntil: string | null;
  /** Where it came from: the site, the desk (a phone sale), or the seats sold before seats were live. */
  source: "site" | "desk" | "import";
}

/** One email of a request: the agency's ('agency') or the traveller's (received, confirmed, lapsed, waitlisted, offered). */
export interface SentEmail {
  template: string;
  sentAt: string | null;
  attempts: number;
  /** Why the last attempt failed, until one succeeds. */
  lastError: string | null;
}

/** The body of a hold's extension: by how many hours, on which version. */
export interface HoldExtension {
  hours: number;
  version: number;
  note?: string;
}

/** The hours staff may extend a hold by at once. */
export const HOLD_EXTENSIONS = [12, 24, 48, 72] as const;

/**
 * A booking taken by phone or WhatsApp, entered on the desk: the booking form's fields, and whether the
 * deposit is in. Who is billed is optional: a desk from before the form asked for it sends none.
 */
export interface DeskBooking
  extends
    Omit<BookingRequest, keyof BookingBilling | "creditCode">,
    Partial<BookingBilling & Pick<BookingRequest, "creditCode">> {
  trip: string;
  departure: string;
  /** The deposit is already in: the seats are sold at once, not held. */
  confirmed: boolean;
}

/** The body of a status change. */
export interface StatusChange {
  status: string;
  version: number;
  note?: string;
  /** Who cancels a booking: the traveller (refunded by the terms' scale) or the agency (refunded in full). */
  cancelledBy?: "traveller" | "agency";
}

export const NOTE_MAX_LENGTH = 2000;

/** A scheduled departure, with how full it is now. */
export interface DepartureSeats {
  trip: { slug: string; title: string };
  startDate: string;
  endDate: string;
  /** All its seats, as data/trips/ gives them. */
  capacity: number;
  /** Seats held by bookings and offers that are not yet paid. */
  held: number;
  /** Seats of confirmed bookings. */
  sold: number;
  /** capacity − held − sold; below 0 when an editor lowered the capacity under what is taken. */
  free: number;
  /** Whether more seats are taken than the departure has: nothing is cancelled, staff decide. */
  overbooked: boolean;
  /** The confirmed requests (a request may be for several seats). */
  confirmed: number;
  /** The waiting and offered waitlist requests. */
  waiting: number;
  /** Seats whose traveller a lead has checked in at the pickup: the headcount. */
  arrived: number;
}

export interface Traveller {
  id: string;
  reference: string | null;
  name: string;
  email: string;
  phone: string;
  seats: number;
  /** The booker's fellow travellers' names. */
  others: string[];
  message: string | null;
  confirmedAt: string | null;
  /** The travellers who have told their details, by seat. */
  details: TravellerDetails[];
}

/** A request that holds seats but has not paid, or waits for them. */
export interface WaitingTraveller {
  id: string;
  reference: string | null;
  name: string;
  email: string;
  phone: string;
  seats: number;
  status: string;
  /** Until when a held or offered request keeps its seats. */
  holdUntil: string | null;
  receivedAt: string;
}

/** A request whose seats are held unpaid, and what it has in common with the departure's other holds. */
export interface HeldSeats extends WaitingTraveller {
  /**
   * A short tag of the internet address it was sent from (the first letters
   * of its fingerprint, never the address): the same address shows the same
   * tag on every departure. Null when staff entered it or it took offered seats.
   */
  addressTag: string | null;
  /** What it shares with another hold of the departure: the same email, phone number or internet address. */
  shares: SeatHolder[];
}

/**
 * Holds of one departure linked by a shared email, phone number or internet
 * address (directly, or through one another): perhaps one person holding
 * many seats under several names, for staff to call or decline.
 */
export interface SharedHolds {
  /** What at least two of them have in common. */
  shares: SeatHolder[];
  /** The holds, by id, in the order of the manifest's holds. */
  ids: string[];
  seats: number;
}

/** What a seat still lacks: its traveller's details, a fitness proof (none yet, or sent back), or the desk's review of one. */
export type SeatGap = "details" | "proof" | "proof-returned" | "proof-review";

/** A seat's fitness proof as the desk lists it: what was sent and what the desk made of it, never its contents. */
export interface ProofSummary {
  /** Names the proof a review is made on: a review of a proof since replaced is refused. */
  key: string;
  name: string;
  type: string;
  bytes: number;
  status: "submitted" | "approved" | "returned";
  /** Why it was sent back, as the traveller reads it. */
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** One seat of a booking, and whether its traveller is ready: their name once told, never their sealed data. */
export interface SeatReadinessLine {
  seat: number;
  name: string | null;
  /** Empty when the seat is ready. */
  gaps: SeatGap[];
  proof: ProofSummary | null;
  /** Whether the traveller answered health questions (staff may open them; each opening is logged). */
  hasHealth: boolean;
}

/** A held or confirmed booking of the departure, seat by seat. */
export interface BookingReadiness {
  id: string;
  reference: string | null;
  /** The booker's name. */
  name: string;
  status: "held" | "confirmed";
  seats: SeatReadinessLine[];
}

/** How many of a departure's seats are ready, and what the others lack first (each seat counted once). */
export interface ReadinessCounts {
  seats: number;
  ready: number;
  details: number;
  proof: number;
  proofReturned: number;
  proofReview: number;
}

/** Whether a departure's travellers are ready for the trailhead: its held and confirmed bookings. */
export interface DepartureReadiness {
  /** Whether the trip's grade asks for a fitness proof. */
  proofRequired: boolean;
  counts: ReadinessCounts;
  bookings: BookingReadiness[];
}

/** What the trip lead needs of one traveller: never their ID number or health answers. */
export interface TravellerDetails {
  seat: number;
  name: string;
  /** Age on the departure's first day. */
  age: number;
  gender: string;
  phone: string;
  dietary: string;
  emergency: { name: string; relation: string; phone: string };
  /** A parent's or guardian's, for a traveller under 18 at departure. */
  guardian: { name: string; phone: string } | null;
}

/** A departure's manifest: who travels, and who waits in order for a seat. */
export interface Manifest extends DepartureSeats {
  travellers: Traveller[];
  readiness: DepartureReadiness;
  /** Bookings whose seats are held, soonest-lapsing first. */
  holds: HeldSeats[];
  /** The holds that share an email, phone or address, biggest (in seats) first. */
  sharedHolds: SharedHolds[];
  waitlist: WaitingTraveller[];
  /** Null while the departure runs; once called off, why, by whom, and what each booking chose. */
  calledOff: CalledOff | null;
}

/** One traveller's ID on a departure's permit list, opened from its sealed value. */
export interface PermitLine {
  requestId: string;
  /** The booking's reference, as the traveller quotes it. */
  reference: string | null;
  seat: number;
  name: string;
  idType: string;
  /** The number, or for Aadhaar its last four digits. */
  idNumber: string;
}

/** The permit list of a departure's confirmed travellers; reading it is written to the access log. */
export interface PermitList {
  trip: { slug: string; title: string };
  startDate: string;
  endDate: string;
  travellers: PermitLine[];
  /** Seats of confirmed bookings whose traveller has not told their details (and so their ID) yet. */
  missing: number;
}

/** A seat's health answers, opened from their sealed value: each question's id and the answer given. */
export interface HealthAnswers {
  answers: { question: string; answer: string }[];
}

/** The body of a fitness proof's review: approve it, or send it back with a note the traveller reads. */
export interface ProofDecision {
  /** The proof reviewed (ProofSummary.key). */
  key: string;
  decision: "approved" | "returned";
  note?: string;
}

/** One staff read of personal data, as the access log lists it. */
export interface AccessLogLine {
  id: number;
  at: string;
  staffEmail: string;
  /** The role that allowed it and why it was made (null: read before the desk had roles). */
  role: StaffRole | null;
  purpose: ReadPurpose | null;
  /** A roster read online, or opened from the copy on a lead's phone (told once it is back online). */
  what: "health" | "proof" | "permit-list" | "roster" | "roster-offline";
  /** The booking read from, while it is kept. */
  request: { id: string; reference: string | null; name: string | null } | null;
  seat: number | null;
  /** The traveller on that seat, until their data is erased 30 days after the trip. */
  traveller: string | null;
  departure: { trip: { slug: string; title: string }; startDate: string } | null;
}

export interface AccessLogPage {
  lines: AccessLogLine[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: number | null;
}

/** An answer that is not the data: a sentence for staff. */
export interface StaffRefusal {
  message: string;
  /**
   * Why a 403 of someone signed in was answered: on no staff list, or a role that does not allow it
   * (worker/desk/staff-policy.ts). Without a valid Access sign-in the message alone says "Staff only".
   */
  reason?: "not-staff" | "not-allowed";
  /** A form's values at fault, each with what to do (a booking entered on the desk, held to the site's rules). */
  errors?: Record<string, string>;
}

/** A booking on the desk's money view: who, which departure, and the amount in question (paise). */
export interface MoneyLine {
  requestId: string;
  name: string;
  trip: string;
  departure: { startDate: string; endDate: string } | null;
  amount: number;
}

/** A confirmed booking that still owes its balance: due soon (its link is out), or overdue. */
export interface BalanceLine extends MoneyLine {
  dueBy: string;
  overdue: boolean;
}

/** What staff chase: balances due or overdue, payments that found no seat, refunds not sent. */
export interface MoneyOverview {
  balances: BalanceLine[];
  /** Payments that came in after their booking's seats had gone, not yet refunded. */
  unseated: MoneyLine[];
  /** Refunds Razorpay did not take (send them again), and refunds owed by hand that no one has marked returned yet. */
  refunds: (MoneyLine & { status: "failed" | "by-hand" })[];
}

/** A GST document's value and its tax, in paise: the total is the taxable value and the taxes together. */
export interface DocumentAmounts {
  taxable: number;
  cgst: number;
  /** SGST, or UTGST where the place of supply is a Union Territory without a legislature. */
  sgst: number;
  igst: number;
  total: number;
}

/** A GST document as the accountant's list shows it: what, when, for whom, where, how much, and against what. */
export interface TaxDocumentLine extends DocumentAmounts {
  /** 'RV/2627/00042'. */
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  requestId: string;
  /** The booking's reference ('SF-7K3Q9XMD'). */
  reference: string;
  recipient: { name: string; gstin: string | null };
  placeOfSupply: { code: string; name: string };
  /** Between States: IGST; within one: CGST with SGST or UTGST (`stateTaxName`). */
  interState: boolean;
  stateTaxName: "SGST" | "UTGST";
  ratePercent: number;
  /**
   * What it is issued against: a refund voucher's receipt voucher, a credit note's tax invoice, a tax
   * invoice's advances adjusted (their receipt vouchers); none for a receipt voucher.
   */
  against: { number: string; issuedAt: string }[];
  /** A tax invoice's value still to pay once its advances are adjusted; null for the other kinds. */
  due: number | null;
}

/** How many documents of a kind, and their amounts added up. */
export interface KindTotals extends DocumentAmounts {
  kind: DocumentKind;
  count: number;
}

/** The documents issued in a month of India's calendar, in the order they were issued, and each kind's totals. */
export interface TaxDocumentMonth {
  /** YYYY-MM. */
  month: string;
  /** The financial year it belongs to: '2026-27'. */
  financialYear: string;
  documents: TaxDocumentLine[];
  /** Every kind, in DOCUMENT_KINDS' order, with zeros for a kind not issued. */
  totals: KindTotals[];
  /** The trip credits whose last day was in the month and that expired with something unspent: noted, nothing issued. */
  expiredCredits: ExpiredCreditLine[];
}

/**
 * A trip credit that expired unused, or partly so: its advance stays as its receipt vouchers documented
 * it (its tax was paid then), so nothing is issued; the register notes it (docs/gst-documents.md).
 */
export interface ExpiredCreditLine {
  code: string;
  /** Paise left unspent, of `amount` kept. */
  unused: number;
  amount: number;
  /** Its last day (India's date). */
  validUntil: string;
  /** The booking it was kept from. */
  requestId: string;
  reference: string;
  /** That booking's receipt vouchers: 'RV/2627/00042'. */
  receiptVouchers: string[];
}

/** A financial year's documents: each month's totals of each kind (April to March), and the year's. */
export interface TaxDocumentYear {
  financialYear: string;
  months: { month: string; totals: KindTotals[] }[];
  totals: KindTotals[];
}

/** Cancelling some of a booking's seats today, as the engine works it out (worker/changes/plan-options.ts). */
export interface CancelFigures {
  seats: number;
  /** Their share of what was paid, in paise. */
  share: number;
  refundPercent: number;
  refund: number;
  /** Null when the terms offer no credit today. */
  creditPercent: number | null;
  credit: number | null;
}

/** Switching the whole booking to another departure of its trip today, in paise. */
export interface SwitchFigures {
  startDate: string;
  endDate: string;
  free: number;
  fee: number;
  /** More to pay is positive. */
  difference: number;
  /** Paid back now. */
  refund: number;
  /** What the booking owes after it, less what was paid. */
  dueAfter: number;
}

/** GET staffApi.changes: what each change of plans would do today, the very figures the engine then writes. */
export interface PlanOptions {
  version: number;
  /** Why nothing can change (not a confirmed booking, or its departure has begun); null when it may. */
  frozen: "not-confirmed" | "started" | null;
  /** The departure was called off: the traveller chooses on their booking page (or staff use the call-off figures). */
  calledOff: boolean;
  /** One line per number of seats cancelled, 1 to all. */
  cancel: CancelFigures[];
  /** Each seat's label: 'Seat 2: Meera Iyer'. */
  seats: string[];
  /** The fee a seat, and whether the online cut-off has passed (staff may still switch, at the last step's fee). */
  switchFee: { perSeat: number; pastCutOff: boolean };
  switchTo: SwitchFigures[];
  /** The last day the traveller may hand a seat on online (staff may after it); null once passed. */
  handOnUntil: string | null;
}

/** A change of plans chosen on the desk. */
export type PlanChoice =
  | { kind: "cancel"; seats: number[]; keep: "refund" | "credit" }
  | { kind: "switch"; departure: string }
  | { kind: "hand-on"; seat: number };

/** POST staffApi.changes: one change, under the form's key and the version the figures were read on. */
export type DeskPlanChange = { key: string; version: number } & PlanChoice;

/** POST staffApi.callOff: why, and the departure's start date typed again as the second confirmation. */
export interface CallOff {
  reason: string;
  confirmDate: string;
}

/** What a booking of a called-off departure chose, or that it has not yet. */
export type CallOffChoice = "refund" | "credit" | "switch" | "refunded-automatically" | "released" | "not-chosen";

/** A called-off departure as its manifest shows it. */
export interface CalledOff {
  reason: string;
  by: string;
  at: string;
  /** Until when bookings choose; then the daily cron refunds them in full. */
  chooseBy: string;
  bookings: {
    id: string;
    reference: string | null;
    name: string;
    seats: number;
    choice: CallOffChoice;
    /** The departure a switch moved it to. */
    switchedTo: string | null;
  }[];
}
