// The rules every form on the site checks (README, "What the client asked
// for"), as pure functions: each returns an error message that tells the
// visitor how to fix the value, or undefined when it is fine. The forms and their tests both use these, so a
// rule changes in exactly one place.

import { MAX_SEATS_PER_BOOKING } from "../content/booking-limits";
import { CONTACT_SUBJECTS } from "./contact-subjects";

/** Country codes the booking form offers, +91 first as the default. */
export const COUNTRY_CODES = [
  { code: "+91", country: "India" },
  { code: "+1", country: "USA and Canada" },
  { code: "+44", country: "United Kingdom" },
  { code: "+61", country: "Australia" },
  { code: "+971", country: "United Arab Emirates" },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]["code"];

export const DEFAULT_COUNTRY_CODE: CountryCode = "+91";

/** A phone number without its country code: 7 to 15 digits (the E.164 maximum). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Resume formats recruiters can open, compared case-insensitively. */
export const RESUME_EXTENSIONS = ["pdf", "doc", "docx"] as const;

/** The largest resume accepted: 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Longer than any real name; beyond it the field almost certainly holds something else. */
export const NAME_MAX_LENGTH = 100;

/** A booking's or contact message's longest text: a long letter, not a document. */
export const MESSAGE_MAX_LENGTH = 2000;

/** A cover letter may run to a page or two. */
export const COVER_LETTER_MAX_LENGTH = 5000;

/** Shortest email TLD in use is two characters (e.g. .in). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** The longest address SMTP can deliver to (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/** Just the name and size of a chosen file: what the rules look at. */
export interface FileLike {
  name: string;
  size: number;
}

/** Per-field messages; a field without a message is valid. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

// Counts characters as people see them, so a Devanagari or emoji name is not
// penalised for taking two UTF-16 units per character.
const characterCount = (value: string) => [...value].length;

/**
 * What is wrong with text a visitor typed, whatever language it is told in:
 * nothing typed (unless `optional`), or more than `max` characters.
 */
export type TextProblem = { kind: "missing" } | { kind: "tooLong"; length: number; max: number };

export function textProblem(value: string, max: number, optional = false): TextProblem | undefined {
  if (value.trim() === "") return optional ? undefined : { kind: "missing" };
  const length = characterCount(value);
  return length > max ? { kind: "tooLong", length, max } : undefined;
}

/** The message of a text's problem, `what` naming the text. */
function textMessage(problem: TextProblem | undefined, what: string): string | undefined {
  if (!problem) return undefined;
  return problem.kind === "missing"
    ? `Enter ${what}.`
    : `Shorten ${what} to ${problem.max} characters or fewer (it has ${problem.length}).`;
}

/** A name the visitor must give; `what` names it in the message, e.g. 'your full name'. */
export function checkName(value: string, what: string): string | undefined {
  return textMessage(textProblem(value.trim(), NAME_MAX_LENGTH), what);
}

/** An optional name: only its length is checked. */
export function checkOptionalName(value: string, what: string): string | undefined {
  return value.trim() === "" ? undefined : checkName(value, what);
}

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return "Enter your email address.";
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return "Enter a valid email address, like name@example.com.";
  }
  return undefined;
}

export function checkCountryCode(value: string): string | undefined {
  return COUNTRY_CODES.some(({ code }) => code === value) ? undefined : "Choose your country code from the list.";
}

/** The number after the country code, typed as digits only. */
export function checkPhone(value: string): string | undefined {
  if (value.trim() === "") return "Enter your phone number.";
  if (!/^\d+$/.test(value)) {
    return "Use digits only, with no spaces, dashes or '+'. Choose the country code in the box before the number.";
  }
  if (value.length < PHONE_DIGITS.min) {
    return `Enter at least ${PHONE_DIGITS.min} digits (this number has ${value.length}).`;
  }
  if (value.length > PHONE_DIGITS.max) {
    return `Enter no more than ${PHONE_DIGITS.max} digits (this number has ${value.length}). Leave out the country code.`;
  }
  return undefined;
}

const RESUME_FORMATS = "PDF, DOC or DOCX";

/** The resume file: present, of an allowed type by its last extension, not empty, not too large. */
export function checkResume(file: FileLike | undefined): string | undefined {
  if (!file) return `Attach your resume as a ${RESUME_FORMATS} file.`;
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    return `“${file.name}” is not a ${RESUME_FORMATS} file. Attach your resume in one of those formats.`;
  }
  if (file.size === 0)
    return `“${file.name}” is empty. Choose the file again, or save your resume again and attach it.`;
  if (file.size > RESUME_MAX_BYTES) {
    return `“${file.name}” is ${formatMegabytes(file.size)}. Attach a file of ${formatMegabytes(RESUME_MAX_BYTES)} or less.`;
  }
  return undefined;
}

/** Free text: `what` names it ('your message'); required unless `optional`, never longer than `max` characters. */
export function checkText(value: string, what: string, max: number, optional = false): string | undefined {
  return textMessage(textProblem(value, max, optional), what);
}

/** The formats a resume's first bytes show it to be, whatever its name says. */
export type ResumeFormat = (typeof RESUME_EXTENSIONS)[number];

/** Whether `bytes` hold `signature` at `at`: how a file's first bytes tell what it really is. */
export const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

// A .docx is a ZIP archive whose parts include word/document.xml; any other ZIP is not a resume.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const WORD_PART = [..."word/"].map((character) => character.charCodeAt(0));

/**
 * What a file really is, from its bytes: PDF ('%PDF-'), DOC (an OLE2
 * compound file) or DOCX (a ZIP holding a word/ folder); undefined for
 * anything else, such as an executable renamed to cv.pdf.
 */
export function resumeFormatOf(bytes: Uint8Array): ResumeFormat | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, ZIP)) {
    for (let at = 0; at <= bytes.length - WORD_PART.length; at += 1) {
      if (startsWith(bytes, WORD_PART, at)) return "docx";
    }
  }
  return undefined;
}

/** The media type each resume format is stored and mailed with. */
export const RESUME_MEDIA_TYPES: Record<ResumeFormat, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The server's check of the file's contents, after checkResume passed on its name and size. */
export function checkResumeContents(name: string, bytes: Uint8Array): string | undefined {
  return resumeFormatOf(bytes)
    ? undefined
    : `“${name}” is not a real ${RESUME_FORMATS} file. Save your resume again in one of those formats and attach it.`;
}

// Rounds up, so a file just over the limit never reads as exactly the limit.
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}

/** Keeps only the fields that have a message. */
function collect<Values>(messages: Record<keyof Values, string | undefined>): FormErrors<Values> {
  return Object.fromEntries(
    Object.entries(messages).filter(([, message]) => message !== undefined),
  ) as FormErrors<Values>;
}

/** How many seats a booking asks for: a whole number from 1 to MAX_SEATS_PER_BOOKING, and no more than `seatsLeft` when known. */
export function checkSeats(value: string, seatsLeft?: number): string | undefined {
  const seats = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS_PER_BOOKING) {
    return `Choose from 1 to ${MAX_SEATS_PER_BOOKING} seats. For a bigger group, call or WhatsApp us.`;
  }
  if (seatsLeft !== undefined && seatsLeft > 0 && seats > seatsLeft) {
    return `Only ${seatsLeft} ${seatsLeft === 1 ? "seat is" : "seats are"} left. Choose ${seatsLeft === 1 ? "1 seat" : `up to ${seatsLeft}`}, or join the waitlist for more.`;
  }
  return undefined;
}

/** The other travellers' names as typed, one per line: blank lines left out. */
export const travellerNames = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** The others' names: optional, at most one fewer than the seats (the booker is one), each a name's length. */
export function checkTravellers(value: string, seats: string): string | undefined {
  const names = travellerNames(value);
  const others = Math.max(Number.parseInt(seats, 10) || 1, 1) - 1;
  if (names.length > others) {
    return others === 0
      ? "You are booking 1 seat, for yourself: leave this empty, or choose more seats."
      : `Give at most ${others} ${others === 1 ? "name" : "names"}, one per line: the others travelling with you on ${others + 1} seats.`;
  }
  const long = names.find((name) => characterCount(name) > NAME_MAX_LENGTH);
  if (long) return `Shorten “${long.slice(0, 20)}…” to ${NAME_MAX_LENGTH} characters or fewer.`;
  return undefined;
}

export interface BookingRequest {
  fullName: string;
  email: string;
  countryCode: string;
  phone: string;
  /** How many seats, as the form's select gives it: '1' to '6'. */
  seats: string;
  /** The other travellers' names, one per line; optional. */
  travellers: string;
  message: string;
}

/** A booking form as it opens: the default country code, one seat, everything else empty. */
export const EMPTY_BOOKING: BookingRequest = {
  fullName: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  seats: "1",
  travellers: "",
  message: "",
};

export function validateBooking(values: BookingRequest, seatsLeft?: number): FormErrors<BookingRequest> {
  return collect<BookingRequest>({
    fullName: checkName(values.fullName, "your full name"),
    email: checkEmail(values.email),
    countryCode: checkCountryCode(values.countryCode),
    phone: checkPhone(values.phone),
    seats: checkSeats(values.seats, seatsLeft),
    travellers: checkTravellers(values.travellers, values.seats),
    message: checkText(values.message, "your message", MESSAGE_MAX_LENGTH, true),
  });
}

export interface JobApplication {
  fullName: string;
  email: string;
  resume: FileLike | undefined;
  coverLetter: string;
}

export function validateJobApplication(values: JobApplication): FormErrors<JobApplication> {
  return collect<JobApplication>({
    fullName: checkName(values.fullName, "your full name"),
    email: checkEmail(values.email),
    resume: checkResume(values.resume),
    coverLetter: checkText(values.coverLetter, "your cover letter", COVER_LETTER_MAX_LENGTH, true),
  });
}

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export function validateContactMessage(values: ContactMessage): FormErrors<ContactMessage> {
  return collect<ContactMessage>({
    firstName: checkName(values.firstName, "your first name"),
    lastName: checkOptionalName(values.lastName, "your last name"),
    email: checkEmail(values.email),
    subject: Object.hasOwn(CONTACT_SUBJECTS, values.subject) ? undefined : "Choose a subject from the list.",
    message: checkText(values.message, "your message", MESSAGE_MAX_LENGTH),
  });
}
