// From a request's fields to the row that stores it, for each of the three
// forms: the same rules the forms apply in the browser (requests/form-rules),
// then what only the server can check: the trip, departure or job against the
// build's catalogue, and a resume by its bytes. Any failure is a Refusal, and
// nothing has been written yet. Every request says the language of the page it
// was sent from (LANGUAGE_FIELD): it is stored with it, and refused in it.
import { fillMessage } from "../../content/fill-message";
import { todayInIndia } from "../../content/india-time";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import { checkResumeContents, resumeFormatOf, RESUME_MEDIA_TYPES } from "../../requests/file-contents";
import {
  travellerNames,
  validateContactMessage,
  validateJobApplication,
  type FormErrors,
  type RuleWords,
} from "../../requests/form-rules";
import { checkVisitFields, validateBooking, type BookingBilling } from "../../requests/booking-rules";
import { VISIT_FIELDS, type VisitField } from "../../requests/visit-fields";
import {
  APPLICATION_FIELDS,
  BOOKING_FIELDS,
  BOOKING_REQUESTS,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  MESSAGE_FIELDS,
  type BookingRequestKind,
} from "../../requests/intake";
import { normaliseGstin } from "../../content/gstin";
import {
  bookingTarget,
  catalogueTrip,
  isRefusal,
  isWaitlistOpen,
  openJob,
  seatPriceOf,
  type IntakeCatalogue,
} from "../../requests/intake-catalogue";
import { normalCreditCode } from "../../requests/trip-credit-codes";
import { Refusal } from "../platform/refusals";
import type { SentRequest, VisitColumn } from "../db/rows";
import type { SeatHolder } from "../../requests/statuses";
import type { FieldValue } from "../platform/form-body";

/** An application's resume, checked: its bytes and the type they really are. */
export interface Resume {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A booking's seats: stored only if they fit in the departure's capacity, then held for `hours`. */
export interface SeatHold {
  capacity: number;
  hours: number;
  waitlistOpen: boolean;
  /**
   * The most seats its email, its phone and its client address may each hold
   * unpaid on the departure, this booking's included (data/booking-terms.json);
   * a sale entered on the desk is not limited.
   */
  unpaidLimits: Record<SeatHolder, number>;
  /** Whom a bigger group calls: the agency's phone number. */
  agencyPhone: string;
  /** The deposit is paid online, through the link in the traveller's email, rather than taken by phone. */
  paidOnline: boolean;
}

export interface Submission {
  request: SentRequest;
  resume?: Resume;
  hold?: SeatHold;
  /** A booking taken by phone or WhatsApp and entered on the desk by `staffEmail`; `confirmed`: its deposit is in. */
  enteredBy?: { staffEmail: string; confirmed: boolean };
  /** For a booking from the site: the keyed fingerprint of its client's address (intake/client-address.ts). */
  clientFingerprint?: string | null;
  /**
   * A trip credit the booking pays with: its code, then (once the intake has read the credit) the
   * paise it pays, and whether that covers the deposit, which confirms the booking at once.
   */
  credit?: { code: string; amount?: number; coversDeposit?: boolean; today?: string };
}

type IntakeMessages = Messages["intake"];

/** The form rules speaking `lang`, as the browser's forms do on a page in it. */
export const ruleWordsIn = (lang: Locale): RuleWords => ({ lang, messages: MESSAGES[lang].formRules });

/** A text field's value; a missing one reads as empty, which the rules then name. */
function text(fields: Map<string, FieldValue>, name: string, messages: IntakeMessages): string {
  const value = fields.get(name) ?? "";
  if (typeof value !== "string") throw new Refusal(400, fillMessage(messages.notText, { name }));
  return value;
}

/**
 * The language a request's LANGUAGE_FIELD names: English when it names none
 * (a page from before the site had languages, the staff desk), null when it
 * names one the site does not speak.
 */
export function requestLanguageOf(value: string | undefined): Locale | null {
  if (value === undefined || value === "") return DEFAULT_LOCALE;
  return isLocale(value) ? value : null;
}

/** The language the request was sent in; one the site does not speak is refused, in English. */
export function languageOf(fields: Map<string, FieldValue>): Locale {
  const value = text(fields, LANGUAGE_FIELD, MESSAGES.en.intake);
  const lang = requestLanguageOf(value);
  if (lang === null) {
    throw new Refusal(400, fillMessage(MESSAGES.en.intake.unknownLanguage, { lang: value.slice(0, 20) }));
  }
  return lang;
}

/** Refuses a body with a field the form does not have, or with the field only software fills in. */
function checkFieldNames(fields: Map<string, FieldValue>, allowed: readonly string[], messages: IntakeMessages) {
  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") throw new Refusal(400, messages.automated);
  for (const name of fields.keys()) {
    if (name !== HONEYPOT_FIELD && !allowed.includes(name)) {
      throw new Refusal(400, fillMessage(messages.unknownField, { name: name.slice(0, 40) }));
    }
  }
}

function refuseInvalid<Values>(errors: FormErrors<Values>, messages: IntakeMessages) {
  const found = (Object.entries(errors) as [string, string | undefined][]).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (found.length > 0) throw new Refusal(422, messages.fixFields, Object.fromEntries(found));
}

const optional = (value: string) => (value.trim() === "" ? null : value.trim());

/** The booking form's fields that say who is billed. */
const BILLING_FIELDS = ["state", "address", "company", "gstin"] as const satisfies readonly (keyof BookingBilling)[];

/** Who is billed, as checked, in the request's columns: a GSTIN as it is written, nothing where nothing was given. */
function billingColumns(billing: BookingBilling): Pick<SentRequest, `billing_${keyof BookingBilling}`> {
  const gstin = normaliseGstin(billing.gstin);
  return {
    billing_state: billing.state,
    billing_address: optional(billing.address),
    billing_company: optional(billing.company),
    billing_gstin: gstin === "" ? null : gstin,
  };
}

/**
 * What a booking or waitlist request may send: the form's fields, and where the visit came from. The
 * visit's fields are listed apart (requests/visit-fields.ts) so that the pages that import intake.ts
 * for the other forms carry none of them.
 */
const BOOKING_WITH_VISIT_FIELDS: readonly string[] = [...BOOKING_FIELDS, ...Object.values(VISIT_FIELDS)];

/** Where the visit came from, as sent: each part's field, empty when not sent (a page from before sources were kept sends none). */
function visitValuesOf(field: (name: string) => string, fields: Map<string, FieldValue>): Record<VisitField, string> {
  const valueOf = (name: VisitField) => (fields.has(name) ? field(name) : "");
  return {
    visitSource: valueOf(VISIT_FIELDS.source),
    visitMedium: valueOf(VISIT_FIELDS.medium),
    visitCampaign: valueOf(VISIT_FIELDS.campaign),
    visitTerm: valueOf(VISIT_FIELDS.term),
    visitContent: valueOf(VISIT_FIELDS.content),
  };
}

/** Where the visit came from, as checked, in the request's columns: NULL for each part not given. */
function visitColumns(visit: Record<VisitField, string>): Pick<SentRequest, VisitColumn> {
  return {
    visit_source: optional(visit.visitSource),
    visit_medium: optional(visit.visitMedium),
    visit_campaign: optional(visit.visitCampaign),
    visit_term: optional(visit.visitTerm),
    visit_content: optional(visit.visitContent),
  };
}

/** What the booking form asks for; a page from before the form said so asked for seats. */
function bookingRequestOf(fields: Map<string, FieldValue>, messages: IntakeMessages): BookingRequestKind {
  const request = text(fields, "request", messages) || "booking";
  if (!(BOOKING_REQUESTS as readonly string[]).includes(request)) {
    throw new Refusal(400, fillMessage(messages.unknownRequest, { request: request.slice(0, 20) }));
  }
  return request as BookingRequestKind;
}

export function bookingSubmission(fields: Map<string, FieldValue>, catalogue: IntakeCatalogue, now: Date): Submission {
  const lang = languageOf(fields);
  const { intake } = MESSAGES[lang];
  checkFieldNames(fields, BOOKING_WITH_VISIT_FIELDS, intake);
  const field = (name: string) => text(fields, name, intake);
  const values = {
    fullName: field("fullName"),
    email: field("email"),
    countryCode: field("countryCode"),
    phone: field("phone"),
    // A page from before a booking could take more seats books one.
    seats: field("seats") || "1",
    travellers: field("travellers"),
    message: field("message"),
    // A page from before credits sends none.
    creditCode: fields.has("creditCode") ? field("creditCode") : "",
    state: field("state"),
    address: field("address"),
    company: field("company"),
    gstin: field("gstin"),
  };
  // A page from before the form asked who is billed sends no State: its booking bills the booker,
  // with no State on record, as every booking did then. A page that asks is held to its rules.
  const billingAsked = fields.has("state");
  const words = ruleWordsIn(lang);
  const trip = catalogueTrip(catalogue, field("trip"));
  const departure = field("departure");
  const errors = validateBooking(words, values, {
    seatValue: trip ? seatPriceOf(trip, departure === "" ? null : departure) : undefined,
  });
  if (!billingAsked) for (const name of BILLING_FIELDS) delete errors[name];
  const visit = visitValuesOf(field, fields);
  refuseInvalid({ ...errors, ...checkVisitFields(words, visit) }, intake);
  const target = bookingTarget(
    catalogue,
    field("trip"),
    departure === "" ? null : departure,
    bookingRequestOf(fields, intake),
    todayInIndia(now),
    intake,
  );
  if (isRefusal(target)) throw new Refusal(422, target.refused);
  const names = travellerNames(values.travellers);
  const creditCode = normalCreditCode(values.creditCode);
  return {
    ...(creditCode && target.kind === "booking" && target.departure ? { credit: { code: creditCode } } : {}),
    hold:
      target.kind === "booking" && target.departure
        ? {
            capacity: target.departure.seats,
            hours: catalogue.terms.holdHours,
            waitlistOpen: isWaitlistOpen(target.departure.startDate, catalogue.terms, todayInIndia(now)),
            unpaidLimits: {
              email: catalogue.terms.unpaidSeatsPerContact,
              phone: catalogue.terms.unpaidSeatsPerContact,
              address: catalogue.terms.unpaidSeatsPerAddress,
            },
            agencyPhone: catalogue.agency.phone,
            paidOnline: false,
          }
        : undefined,
    request: {
      kind: target.kind,
      lang,
      full_name: values.fullName.trim(),
      email: values.email.trim(),
      country_code: values.countryCode,
      phone: values.phone,
      trip_slug: target.slug,
      trip_title: target.trip.title,
      departure_start: target.departure?.startDate ?? null,
      departure_end: target.departure?.endDate ?? null,
      seats: Number(values.seats),
      travellers: names.length > 0 ? names.join("\n") : null,
      message: optional(values.message),
      ...(billingAsked ? billingColumns(values) : {}),
      ...visitColumns(visit),
    },
  };
}

export async function applicationSubmission(
  fields: Map<string, FieldValue>,
  catalogue: IntakeCatalogue,
  now: Date,
): Promise<Submission> {
  const lang = languageOf(fields);
  const { intake } = MESSAGES[lang];
  const words = ruleWordsIn(lang);
  checkFieldNames(fields, APPLICATION_FIELDS, intake);
  const field = (name: string) => text(fields, name, intake);
  const file = fields.get("resume");
  const values = {
    fullName: field("fullName"),
    email: field("email"),
    coverLetter: field("coverLetter"),
    resume: typeof file === "string" ? undefined : file,
  };
  refuseInvalid(validateJobApplication(words, values), intake);
  const target = openJob(catalogue, field("job"), todayInIndia(now), intake);
  if (isRefusal(target)) throw new Refusal(422, target.refused);
  const resume = values.resume!;
  const bytes = new Uint8Array(await resume.arrayBuffer());
  refuseInvalid({ resume: checkResumeContents(words, resume.name, bytes) }, intake);
  return {
    request: {
      kind: "application",
      lang,
      full_name: values.fullName.trim(),
      email: values.email.trim(),
      job_slug: target.slug,
      job_title: target.job.title,
      cover_letter: optional(values.coverLetter),
    },
    resume: { name: resume.name, type: RESUME_MEDIA_TYPES[resumeFormatOf(bytes)!], bytes },
  };
}

export function messageSubmission(fields: Map<string, FieldValue>): Submission {
  const lang = languageOf(fields);
  const { intake } = MESSAGES[lang];
  checkFieldNames(fields, MESSAGE_FIELDS, intake);
  const field = (name: string) => text(fields, name, intake);
  const values = {
    firstName: field("firstName"),
    lastName: field("lastName"),
    email: field("email"),
    // An old page without the subject box still sends a message, as a general one.
    subject: field("subject") || "general",
    message: field("message"),
  };
  refuseInvalid(validateContactMessage(ruleWordsIn(lang), values), intake);
  return {
    request: {
      kind: "contact",
      lang,
      first_name: values.firstName.trim(),
      last_name: optional(values.lastName),
      email: values.email.trim(),
      subject: values.subject,
      message: values.message.trim(),
    },
  };
}
