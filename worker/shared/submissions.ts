// From a request's fields to the row that stores it, for each of the three
// forms: the same rules the forms apply in the browser (requests/form-rules),
// then what only the server can check: the trip, departure or job against the
// build's catalogue, and a resume by its bytes. Any failure is a Refusal, and
// nothing has been written yet.
import { todayInIndia } from "../../content/india-time";
import {
  checkResumeContents,
  resumeFormatOf,
  RESUME_MEDIA_TYPES,
  travellerNames,
  validateBooking,
  validateContactMessage,
  validateJobApplication,
  type FormErrors,
} from "../../requests/form-rules";
import {
  APPLICATION_FIELDS,
  BOOKING_FIELDS,
  BOOKING_REQUESTS,
  HONEYPOT_FIELD,
  MESSAGE_FIELDS,
  type BookingRequestKind,
} from "../../requests/intake";
import {
  bookingTarget,
  isRefusal,
  isWaitlistOpen,
  openJob,
  type IntakeCatalogue,
} from "../../requests/intake-catalogue";
import { Refusal } from "../platform/refusals";
import type { SentRequest } from "../db/rows";
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
}

/** Refuses a body with a field the form does not have, or with the field only software fills in. */
function checkFieldNames(fields: Map<string, FieldValue>, allowed: readonly string[]) {
  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") {
    throw new Refusal(400, "This request looks automated and was not saved. If you are a person, please call us.");
  }
  for (const name of fields.keys()) {
    if (name !== HONEYPOT_FIELD && !allowed.includes(name)) {
      throw new Refusal(
        400,
        `The form sent a field it does not have (“${name.slice(0, 40)}”). Reload the page and try again.`,
      );
    }
  }
}

/** A text field's value; a missing one reads as empty, which the rules then name. */
function text(fields: Map<string, FieldValue>, name: string): string {
  const value = fields.get(name) ?? "";
  if (typeof value !== "string") throw new Refusal(400, `The field “${name}” must be text, not a file.`);
  return value;
}

function refuseInvalid<Values>(errors: FormErrors<Values>) {
  const messages = (Object.entries(errors) as [string, string | undefined][]).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (messages.length > 0) {
    throw new Refusal(
      422,
      "Some details need fixing; see the message next to each field.",
      Object.fromEntries(messages),
    );
  }
}

const optional = (value: string) => (value.trim() === "" ? null : value.trim());

/** What the booking form asks for; a page from before the form said so asked for seats. */
function bookingRequestOf(fields: Map<string, FieldValue>): BookingRequestKind {
  const request = text(fields, "request") || "booking";
  if (!(BOOKING_REQUESTS as readonly string[]).includes(request)) {
    throw new Refusal(400, `The form asked for “${request.slice(0, 20)}”: send “booking” or “waitlist”.`);
  }
  return request as BookingRequestKind;
}

export function bookingSubmission(fields: Map<string, FieldValue>, catalogue: IntakeCatalogue, now: Date): Submission {
  checkFieldNames(fields, BOOKING_FIELDS);
  const values = {
    fullName: text(fields, "fullName"),
    email: text(fields, "email"),
    countryCode: text(fields, "countryCode"),
    phone: text(fields, "phone"),
    // A page from before a booking could take more seats books one.
    seats: text(fields, "seats") || "1",
    travellers: text(fields, "travellers"),
    message: text(fields, "message"),
  };
  refuseInvalid(validateBooking(values));
  const departure = text(fields, "departure");
  const target = bookingTarget(
    catalogue,
    text(fields, "trip"),
    departure === "" ? null : departure,
    bookingRequestOf(fields),
    todayInIndia(now),
  );
  if (isRefusal(target)) throw new Refusal(422, target.refused);
  const names = travellerNames(values.travellers);
  return {
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
    },
  };
}

export async function applicationSubmission(
  fields: Map<string, FieldValue>,
  catalogue: IntakeCatalogue,
  now: Date,
): Promise<Submission> {
  checkFieldNames(fields, APPLICATION_FIELDS);
  const file = fields.get("resume");
  const values = {
    fullName: text(fields, "fullName"),
    email: text(fields, "email"),
    coverLetter: text(fields, "coverLetter"),
    resume: typeof file === "string" ? undefined : file,
  };
  refuseInvalid(validateJobApplication(values));
  const target = openJob(catalogue, text(fields, "job"), todayInIndia(now));
  if (isRefusal(target)) throw new Refusal(422, target.refused);
  const resume = values.resume!;
  const bytes = new Uint8Array(await resume.arrayBuffer());
  refuseInvalid({ resume: checkResumeContents(resume.name, bytes) });
  return {
    request: {
      kind: "application",
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
  checkFieldNames(fields, MESSAGE_FIELDS);
  const values = {
    firstName: text(fields, "firstName"),
    lastName: text(fields, "lastName"),
    email: text(fields, "email"),
    // An old page without the subject box still sends a message, as a general one.
    subject: text(fields, "subject") || "general",
    message: text(fields, "message"),
  };
  refuseInvalid(validateContactMessage(values));
  return {
    request: {
      kind: "contact",
      first_name: values.firstName.trim(),
      last_name: optional(values.lastName),
      email: values.email.trim(),
      subject: values.subject,
      message: values.message.trim(),
    },
  };
}
