// The booking form's rules (README, "What the client asked for"): who travels and how to reach
// them (the shared checks of form-rules.ts), and who its GST documents bill (docs/gst-documents.md).
// Apart from form-rules.ts so that only the booking form's code carries the GST States and the
// GSTIN's check: the contact and job forms share form-rules.ts without them. Its words are the
// formRules messages too, in the words' language (RuleWords).
import { gstinProblem, normaliseGstin } from "../content/gstin";
import { OUTSIDE_INDIA, PLACES_OF_SUPPLY } from "../content/indian-states";
import { fillMessage } from "../content/fill-message";
import { normalCreditCode } from "./trip-credit-codes";
import { isUnprintable, VISIT_FIELDS, type VisitField } from "./visit-fields";
import { VISIT_PART_MAX_LENGTH } from "./visit-text";
import {
  checkCountryCode,
  checkEmail,
  checkName,
  checkOptionalName,
  checkPhone,
  checkSeats,
  checkText,
  checkTravellers,
  collect,
  DEFAULT_COUNTRY_CODE,
  MESSAGE_MAX_LENGTH,
  textMessage,
  textProblem,
  type FormErrors,
  type RuleWords,
} from "./form-rules";

export { OUTSIDE_INDIA };

/**
 * From this taxable value (rupees, before tax) a tax invoice to an unregistered recipient names their
 * address and State (CGST Rule 46(f)): the booking form asks for the address of a booking that reaches it.
 */
export const RECIPIENT_ADDRESS_FROM_RUPEES = 50_000;

/**
 * What the booking form asks for a booker's GST documents (docs/gst-documents.md): the State they
 * live in (the place of supply), an address when the bill reaches RECIPIENT_ADDRESS_FROM_RUPEES or a
 * business is billed, and a business's name and GSTIN, both optional.
 */
export interface BookingBilling {
  /** The State's GST code ('06'), OUTSIDE_INDIA, or '' while none is chosen. */
  state: string;
  address: string;
  /** The business billed, if any: its name as registered. */
  company: string;
  /** The business's GSTIN, as typed (spaces and small letters allowed; normaliseGstin reads it). */
  gstin: string;
}

export interface BookingRequest extends BookingBilling {
  fullName: string;
  email: string;
  countryCode: string;
  phone: string;
  /** How many seats, as the form's select gives it: '1' to '6'. */
  seats: string;
  /** The other travellers' names, one per line; optional. */
  travellers: string;
  message: string;
  /** A trip credit's code to pay with, as typed; optional. */
  creditCode: string;
}

/** The State a booker with this phone country code most likely lives in: none to offer for India's, abroad for another's. */
export const defaultStateFor = (countryCode: string): string =>
  countryCode === DEFAULT_COUNTRY_CODE ? "" : OUTSIDE_INDIA;

/** A postal address: long enough for any Indian address with its landmark, short enough to print on one line of a document. */
export const ADDRESS_MAX_LENGTH = 300;

/** A booking form as it opens: the default country code, one seat, everything else empty. */
export const EMPTY_BOOKING: BookingRequest = {
  fullName: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  seats: "1",
  travellers: "",
  message: "",
  creditCode: "",
  state: defaultStateFor(DEFAULT_COUNTRY_CODE),
  address: "",
  company: "",
  gstin: "",
};

/** What a booking's bill comes to, to decide what it must carry. */
export interface BookingBill {
  /** One seat's taxable value (its departure's price before GST), in rupees, when the trip is known. */
  seatValue?: number;
  /** The seats still free, when known: no more may be asked for. */
  seatsLeft?: number;
}

/**
 * Whether the booking's documents must name the booker's address: a taxable value of ₹50,000 or more,
 * or a business billed by its GSTIN.
 */
export function needsAddress(values: Pick<BookingRequest, "seats" | "gstin">, seatValue: number | undefined): boolean {
  if (values.gstin.trim() !== "") return true;
  const seats = Number.parseInt(values.seats, 10) || 1;
  return seatValue !== undefined && seatValue * seats >= RECIPIENT_ADDRESS_FROM_RUPEES;
}

/** The State: one the form offers, or outside India. */
export function checkState({ messages }: RuleWords, value: string): string | undefined {
  if (value === OUTSIDE_INDIA || PLACES_OF_SUPPLY.some(({ code }) => code === value)) return undefined;
  return messages.stateMissing;
}

/** A GSTIN: optional; if given, well-formed with the right check character (not proof it is registered). */
export function checkGstin({ messages }: RuleWords, value: string): string | undefined {
  const gstin = normaliseGstin(value);
  if (gstin === "") return undefined;
  const problem = gstinProblem(gstin);
  if (problem === undefined) return undefined;
  return fillMessage({ shape: messages.gstinShape, state: messages.gstinState, check: messages.gstinCheck }[problem], {
    code: gstin.slice(0, 2),
  });
}

/** A trip credit's code: optional; if given, one the agency could have issued (whether it holds anything, the Worker says). */
export function checkCreditCode({ messages }: RuleWords, value: string): string | undefined {
  return value.trim() === "" || normalCreditCode(value) !== null ? undefined : messages.creditCodeShape;
}

/** Who is billed: the State always; the address when needsAddress; a business's name when it gives a GSTIN. */
export function validateBilling(
  words: RuleWords,
  values: Pick<BookingRequest, keyof BookingBilling | "seats">,
  seatValue?: number,
): FormErrors<BookingBilling> {
  const { messages } = words;
  const withGstin = values.gstin.trim() !== "";
  // Why it is asked, the form's hint says beside it.
  const addressMissing = withGstin
    ? messages.addressMissingBusiness
    : fillMessage(messages.enter, { what: messages.address });
  const address = values.address.trim();
  return collect<BookingBilling>({
    state: checkState(words, values.state),
    address:
      address === ""
        ? needsAddress(values, seatValue)
          ? addressMissing
          : undefined
        : textMessage(words, textProblem(address, ADDRESS_MAX_LENGTH), messages.address),
    company:
      withGstin && values.company.trim() === ""
        ? messages.companyMissing
        : checkOptionalName(words, values.company, messages.company),
    gstin: checkGstin(words, values.gstin),
  });
}

export function validateBooking(
  words: RuleWords,
  values: BookingRequest,
  { seatValue, seatsLeft }: BookingBill = {},
): FormErrors<BookingRequest> {
  const { messages } = words;
  return {
    ...collect<Omit<BookingRequest, keyof BookingBilling>>({
      fullName: checkName(words, values.fullName, messages.fullName),
      email: checkEmail(words, values.email),
      countryCode: checkCountryCode(words, values.countryCode),
      phone: checkPhone(words, values.phone),
      seats: checkSeats(words, values.seats, seatsLeft),
      travellers: checkTravellers(words, values.travellers, values.seats),
      message: checkText(words, values.message, messages.message, MESSAGE_MAX_LENGTH, true),
      creditCode: checkCreditCode(words, values.creditCode),
    }),
    ...validateBilling(words, values, seatValue),
  };
}

/** One part of where the visit came from: optional; if given, printable and at most VISIT_PART_MAX_LENGTH characters. */
function checkVisitPart(words: RuleWords, value: string, field: VisitField): string | undefined {
  const what = fillMessage(words.messages.visitPart, { field });
  if (Array.from(value).some(isUnprintable)) return fillMessage(words.messages.unprintable, { what });
  return value.trim() === "" ? undefined : textMessage(words, textProblem(value.trim(), VISIT_PART_MAX_LENGTH), what);
}

/**
 * Where the visit came from, as a booking or waitlist request sends it (visit-fields.ts): every part
 * optional, but a request that sends any part names its source. The browser's capture only ever
 * sends parts that pass; these hold any other client to the same.
 */
export function checkVisitFields(
  words: RuleWords,
  values: Record<VisitField, string>,
): FormErrors<Record<VisitField, string>> {
  const errors = collect<Record<VisitField, string>>({
    visitSource: checkVisitPart(words, values.visitSource, VISIT_FIELDS.source),
    visitMedium: checkVisitPart(words, values.visitMedium, VISIT_FIELDS.medium),
    visitCampaign: checkVisitPart(words, values.visitCampaign, VISIT_FIELDS.campaign),
    visitTerm: checkVisitPart(words, values.visitTerm, VISIT_FIELDS.term),
    visitContent: checkVisitPart(words, values.visitContent, VISIT_FIELDS.content),
  });
  const anyPart = Object.values(values).some((value) => value.trim() !== "");
  if (anyPart && values.visitSource.trim() === "" && !errors.visitSource) {
    errors.visitSource = fillMessage(words.messages.enter, {
      what: fillMessage(words.messages.visitPart, { field: VISIT_FIELDS.source }),
    });
  }
  return errors;
}
