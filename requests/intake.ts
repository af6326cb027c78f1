// The intake API's contract: what the forms send to the Worker (worker/) and
// what it answers. Both sides import it, so a field renamed here is renamed
// everywhere; the rules for each field's value are in form-rules.ts.

/** What a stored request is: the kind staff sort by. A visitor asks for a booking or a waitlist place; the Worker never turns one into the other. */
export const REQUEST_KINDS = ["booking", "waitlist", "application", "contact"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The language of the page a form was filled on ('en', 'hi'): the request is stored, and answered, in it. */
export const LANGUAGE_FIELD = "lang";

/** What the booking form sends to check a trip credit's code before booking (POST API_PATHS.credits). */
export const CREDIT_CHECK_FIELDS = [LANGUAGE_FIELD, "creditCode"] as const;

/** The fields each form sends, by API path; anything else in a request is refused. */
export const BOOKING_FIELDS = [
  LANGUAGE_FIELD,
  "trip",
  "departure",
  "request",
  "fullName",
  "email",
  "countryCode",
  "phone",
  "seats",
  "travellers",
  "message",
  // A trip credit's code to pay with: a page from before credits sends none.
  "creditCode",
  // Who is billed (booking-rules.ts's BookingBilling): a page from before the form asked sends none of them.
  "state",
  "address",
  "company",
  "gstin",
] as const;

/**
 * What the booking form asks for (its `request` field): seats now, or a place
 * on the waitlist. A booking for seats that are gone is refused (409), never
 * stored as a waitlist request; the visitor chooses to join the waitlist.
 */
export const BOOKING_REQUESTS = ["booking", "waitlist"] as const;
export type BookingRequestKind = (typeof BOOKING_REQUESTS)[number];
export const APPLICATION_FIELDS = [LANGUAGE_FIELD, "job", "fullName", "email", "coverLetter", "resume"] as const;
export const MESSAGE_FIELDS = [LANGUAGE_FIELD, "firstName", "lastName", "email", "subject", "message"] as const;

/**
 * A field people never see or fill (hidden from sight and from screen
 * readers); software that fills every field it finds fills it too, and
 * its request is refused.
 */
export const HONEYPOT_FIELD = "website";

/**
 * Made once per filled form and sent with every attempt to send it, so a
 * retry after a lost answer is recognised and not stored twice.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** 8 to 128 letters, digits, '-' or '_': a UUID fits, and nothing that needs escaping. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The largest request body: a 5 MB resume with the rest of its form and multipart's framing. */
export const REQUEST_MAX_BYTES = 6 * 1024 * 1024;

/** The answer to a stored request (201), the same again for a retry with the same key. */
export interface StoredAnswer {
  id: string;
  kind: RequestKind;
  /** A booking's or waitlist request's reference, which the traveller's emails and page quote. */
  reference?: string;
  /** Until when a booking's seats are held (ISO 8601). */
  holdUntil?: string;
  /** Where the visitor pays the deposit (a Razorpay payment link), when the site takes it online. */
  payUrl?: string;
  /** What a trip credit paid of the booking, in paise: all the deposit or more confirms it at once. */
  creditPaid?: number;
  /** The booking is confirmed already: a trip credit paid its deposit. */
  confirmed?: boolean;
}

/** The answer to a booking whose seats went to others first (409): nothing was stored. */
export interface SoldOutAnswer {
  message: string;
  /** The seats still free: 0, or fewer than were asked for. */
  seatsLeft: number;
  /** Whether the departure's waitlist still takes requests, which the dialog then offers. */
  waitlistOpen: boolean;
}

/**
 * The answer to a request that was not stored (4xx, 5xx): a sentence for
 * the visitor and, when fields are at fault, a message per field in the same
 * words the form itself uses.
 */
export interface RefusedAnswer {
  message: string;
  errors?: Record<string, string>;
}
