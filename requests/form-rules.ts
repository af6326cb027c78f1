// The rules every form on the site checks (README, "What the client asked
// for"), as pure functions: each returns an error message that tells the
// visitor how to fix the value, or undefined when it is fine. The forms, the
// Worker and their tests all use these, so a rule changes in exactly one place.
// Each takes its words first (RuleWords: the page's or the request's formRules
// messages), so no language's sentences are bundled with the rules.

import { MAX_SEATS_PER_BOOKING } from "../content/booking-limits";
import { fillMessage } from "../content/fill-message";
import { takesSingular } from "../content/plurals";
import type { Locale } from "../content/locales.mjs";
import type { Messages } from "../content/messages";
import { CONTACT_SUBJECTS } from "./contact-subjects";

/** The formRules messages of one language. */
export type FormRuleMessages = Messages["formRules"];

/** What the rules speak: a language's formRules messages, and that language, whose plurals they follow. */
export interface RuleWords {
  lang: Locale;
  messages: FormRuleMessages;
}

/**
 * Country codes the booking form offers, +91 first as the default; each
 * country is named in the page's language (formRules.countries).
 */
export const COUNTRY_CODES = [
  { code: "+91", country: "india" },
  { code: "+1", country: "usaCanada" },
  { code: "+44", country: "unitedKingdom" },
  { code: "+61", country: "australia" },
  { code: "+971", country: "uae" },
] as const satisfies readonly { code: string; country: keyof FormRuleMessages["countries"] }[];

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

/** The message of a text's problem in the words' language, `what` naming the text. */
export function textMessage(
  { messages }: RuleWords,
  problem: TextProblem | undefined,
  what: string,
): string | undefined {
  if (!problem) return undefined;
  return problem.kind === "missing"
    ? fillMessage(messages.enter, { what })
    : fillMessage(messages.shorten, { what, max: problem.max, length: problem.length });
}

/** A name the visitor must give; `what` names it in the message, in the words' language (formRules.fullName: 'your full name'). */
export function checkName(words: RuleWords, value: string, what: string): string | undefined {
  return textMessage(words, textProblem(value.trim(), NAME_MAX_LENGTH), what);
}

/** An optional name: only its length is checked. */
export function checkOptionalName(words: RuleWords, value: string, what: string): string | undefined {
  return value.trim() === "" ? undefined : checkName(words, value, what);
}

export function checkEmail({ messages }: RuleWords, value: string): string | undefined {
  const email = value.trim();
  if (email === "") return messages.emailMissing;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return messages.emailInvalid;
  return undefined;
}

export function checkCountryCode({ messages }: RuleWords, value: string): string | undefined {
  return COUNTRY_CODES.some(({ code }) => code === value) ? undefined : messages.countryCode;
}

/** The number after the country code, typed as digits only. */
export function checkPhone({ messages }: RuleWords, value: string): string | undefined {
  if (value.trim() === "") return messages.phoneMissing;
  if (!/^\d+$/.test(value)) return messages.phoneDigitsOnly;
  if (value.length < PHONE_DIGITS.min) {
    return fillMessage(messages.phoneTooShort, { min: PHONE_DIGITS.min, length: value.length });
  }
  if (value.length > PHONE_DIGITS.max) {
    return fillMessage(messages.phoneTooLong, { max: PHONE_DIGITS.max, length: value.length });
  }
  return undefined;
}

/** The resume file: present, of an allowed type by its last extension, not empty, not too large. */
export function checkResume({ messages }: RuleWords, file: FileLike | undefined): string | undefined {
  const formats = messages.resumeFormats;
  if (!file) return fillMessage(messages.resumeMissing, { formats });
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    return fillMessage(messages.resumeWrongType, { name: file.name, formats });
  }
  if (file.size === 0) return fillMessage(messages.resumeEmpty, { name: file.name });
  if (file.size > RESUME_MAX_BYTES) {
    return fillMessage(messages.resumeTooLarge, {
      name: file.name,
      size: formatMegabytes(file.size),
      maxSize: formatMegabytes(RESUME_MAX_BYTES),
    });
  }
  return undefined;
}

/** Free text: `what` names it (formRules.message: 'your message'); required unless `optional`, never longer than `max` characters. */
export function checkText(
  words: RuleWords,
  value: string,
  what: string,
  max: number,
  optional = false,
): string | undefined {
  return textMessage(words, textProblem(value, max, optional), what);
}

// Rounds up, so a file just over the limit never reads as exactly the limit.
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}

/** Keeps only the fields that have a message. */
export function collect<Values>(messages: Record<keyof Values, string | undefined>): FormErrors<Values> {
  return Object.fromEntries(
    Object.entries(messages).filter(([, message]) => message !== undefined),
  ) as FormErrors<Values>;
}

/** How many seats a booking asks for: a whole number from 1 to MAX_SEATS_PER_BOOKING, and no more than `seatsLeft` when known. */
export function checkSeats({ lang, messages }: RuleWords, value: string, seatsLeft?: number): string | undefined {
  const seats = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS_PER_BOOKING) {
    return fillMessage(messages.seatsRange, { max: MAX_SEATS_PER_BOOKING });
  }
  if (seatsLeft !== undefined && seatsLeft > 0 && seats > seatsLeft) {
    return fillMessage(takesSingular(seatsLeft, lang) ? messages.seatsLeftOne : messages.seatsLeftOther, {
      count: seatsLeft,
    });
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
export function checkTravellers({ lang, messages }: RuleWords, value: string, seats: string): string | undefined {
  const names = travellerNames(value);
  const others = Math.max(Number.parseInt(seats, 10) || 1, 1) - 1;
  if (names.length > others) {
    if (others === 0) return messages.travellersAlone;
    const tooMany = takesSingular(others, lang) ? messages.travellersTooManyOne : messages.travellersTooManyOther;
    return fillMessage(tooMany, { count: others, seats: others + 1 });
  }
  const long = names.find((name) => characterCount(name) > NAME_MAX_LENGTH);
  if (long) return fillMessage(messages.travellerTooLong, { start: long.slice(0, 20), max: NAME_MAX_LENGTH });
  return undefined;
}

export interface JobApplication {
  fullName: string;
  email: string;
  resume: FileLike | undefined;
  coverLetter: string;
}

export function validateJobApplication(words: RuleWords, values: JobApplication): FormErrors<JobApplication> {
  const { messages } = words;
  return collect<JobApplication>({
    fullName: checkName(words, values.fullName, messages.fullName),
    email: checkEmail(words, values.email),
    resume: checkResume(words, values.resume),
    coverLetter: checkText(words, values.coverLetter, messages.coverLetter, COVER_LETTER_MAX_LENGTH, true),
  });
}

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export function validateContactMessage(words: RuleWords, values: ContactMessage): FormErrors<ContactMessage> {
  const { messages } = words;
  return collect<ContactMessage>({
    firstName: checkName(words, values.firstName, messages.firstName),
    lastName: checkOptionalName(words, values.lastName, messages.lastName),
    email: checkEmail(words, values.email),
    subject: Object.hasOwn(CONTACT_SUBJECTS, values.subject) ? undefined : messages.subject,
    message: checkText(words, values.message, messages.message, MESSAGE_MAX_LENGTH),
  });
}
