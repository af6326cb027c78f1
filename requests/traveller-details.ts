// The rules of a traveller's details form on the booking page (worker/traveller/):
// each field's check with a message that says how to fix it, the health
// answers the trip's grade asks, the declaration, a guardian for a minor, and
// the fitness proof's file. Pure functions, so the Worker and the tests read
// the same rules. The messages are in the language of the booking they are
// for (the messages files' travellerForm group); only the Worker imports this
// module, so no page carries both languages' words.
import { compareIsoDates } from "../content/dates";
import { fillMessage } from "../content/fill-message";
import { DEFAULT_LOCALE, type Locale } from "../content/locales.mjs";
import { MESSAGES, type Messages } from "../content/messages";
import {
  AGE_OF_MAJORITY,
  GENDERS,
  ID_NUMBER_RULES,
  ID_TYPES,
  idNumberProblem,
  isMinorOn,
  storedIdNumber,
  type Gender,
  type IdType,
  type TravellerLevel,
} from "../content/traveller-data";
import { startsWith } from "./file-contents";
import { formatMegabytes, NAME_MAX_LENGTH, textProblem, type FileLike, type TextProblem } from "./form-rules";

/** The longest dietary note, health detail or relation: a few sentences. */
export const DETAIL_MAX_LENGTH = 500;

/** The field names of the form, as its inputs are named. */
export const TRAVELLER_FIELDS = [
  "fullName",
  "dateOfBirth",
  "gender",
  "phone",
  "emergencyName",
  "emergencyRelation",
  "emergencyPhone",
  "dietary",
  "idType",
  "idNumber",
  "notice",
  "declaration",
  "guardianName",
  "guardianPhone",
  "guardianConsent",
] as const;

export type TravellerField = (typeof TRAVELLER_FIELDS)[number];

/** What the form sent, as text (a checkbox: "yes" when ticked); health answers under healthFieldName(id). */
export type TravellerForm = Partial<Record<string, string>>;

/** The input of a health question's answer ("yes" or "no"), and of its details. */
export const healthFieldName = (questionId: string) => `health-${questionId}`;
export const healthDetailsFieldName = (questionId: string) => `health-${questionId}-details`;

/** One health answer as kept (sealed). */
export interface HealthAnswer {
  question: string;
  answer: "yes" | "no";
  details: string;
}

/** A traveller's details as checked and made ready to store. */
export interface TravellerDetailsInput {
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
  /** E.164: '+919812345678'. */
  phone: string;
  emergencyName: string;
  emergencyRelation: string;
  emergencyPhone: string;
  dietary: string;
  idType: IdType;
  /** As stored: capitals, no spaces; of an Aadhaar only the last four digits. */
  idNumber: string;
  health: Record<string, HealthAnswer>;
  guardian: { name: string; phone: string } | null;
}

export type TravellerCheck =
  { ok: true; details: TravellerDetailsInput } | { ok: false; errors: Record<string, string> };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The oldest a traveller can be: beyond it the date was surely mistyped. */
const OLDEST_YEARS = 100;

type ErrorWords = Messages["travellerForm"]["errors"];

/** A field that names what it holds in its messages ('Enter the emergency contact's name.'). */
type NamedField = keyof ErrorWords["what"];

/** The message of a text field's problem, in `words`' language. */
function textMessage(problem: TextProblem | undefined, field: string, words: ErrorWords): string | undefined {
  if (!problem) return undefined;
  return problem.kind === "missing"
    ? fillMessage(words.enter, { what: field })
    : fillMessage(words.shorten, { what: field, max: problem.max, length: problem.length });
}

function checkDateOfBirth(value: string, today: string, words: ErrorWords): string | undefined {
  const date = value.trim();
  if (date === "") return words.dateOfBirthMissing;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!ISO_DATE.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    return words.dateOfBirthNotReal;
  }
  if (compareIsoDates(date, today) > 0) return words.dateOfBirthFuture;
  const oldest = `${Number(today.slice(0, 4)) - OLDEST_YEARS}${today.slice(4)}`;
  if (compareIsoDates(date, oldest) < 0) return fillMessage(words.dateOfBirthTooOld, { years: OLDEST_YEARS });
  return undefined;
}

/**
 * A phone number as E.164, or the message (in `lang`) saying how to write the
 * phone `field`: an Indian mobile as its 10 digits (a leading 0 or +91 is
 * fine), any other country's with + and its code. Spaces, hyphens and
 * brackets are ignored.
 */
export function normalisedPhone(
  value: string,
  field: "phone" | "emergencyPhone" | "guardianPhone",
  lang: Locale = DEFAULT_LOCALE,
): { phone: string } | { error: string } {
  const words = MESSAGES[lang].travellerForm.errors;
  const what = words.what[field];
  const compact = value.replace(/[\s\-().]/g, "");
  if (compact === "") return { error: fillMessage(words.enter, { what }) };
  const indian = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  if (indian) return { phone: `+91${indian[1]}` };
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return { phone: compact };
  return { error: fillMessage(words.phoneForm, { what }) };
}

/** The key of each ID type's words in the messages (travellerForm.idTypes). */
export const ID_TYPE_WORDS: Readonly<Record<IdType, keyof Messages["travellerForm"]["idTypes"]>> = {
  passport: "passport",
  "voter-id": "voterId",
  "driving-licence": "drivingLicence",
  aadhaar: "aadhaar",
};

/** The ID type as the form names it in `lang`: 'Passport', 'पासपोर्ट'. */
export const idTypeLabel = (type: IdType, lang: Locale) =>
  MESSAGES[lang].travellerForm.idTypes[ID_TYPE_WORDS[type]].label;

/** Why `value` is not a number of the ID type `type`, in `lang`, or undefined when it is. */
export function idNumberMessage(type: IdType, value: string, lang: Locale = DEFAULT_LOCALE): string | undefined {
  const words = MESSAGES[lang].travellerForm;
  switch (idNumberProblem(type, value)) {
    case "full-aadhaar":
      return words.fullAadhaar;
    case "wrong-form":
      return fillMessage(words.idTypes[ID_TYPE_WORDS[type]].wrongForm, { example: ID_NUMBER_RULES[type].example });
    default:
      return undefined;
  }
}

const ticked = (value: string | undefined) => value === "yes";

/**
 * Checks a traveller's form against the grade's `level` (its questions) for a
 * trip starting `departureStart`, on `today`. Every field's message at once,
 * in `lang`, the booking's language (whose `level` it is).
 * `keepsSavedId`: the seat's saved ID number stays, so an empty number is
 * fine (the form does not show a saved number again).
 */
export function checkTravellerForm(
  form: TravellerForm,
  level: TravellerLevel,
  departureStart: string,
  today: string,
  { keepsSavedId = false, lang = DEFAULT_LOCALE }: { keepsSavedId?: boolean; lang?: Locale } = {},
): TravellerCheck {
  const words = MESSAGES[lang].travellerForm.errors;
  const text = (name: string) => form[name] ?? "";
  const errors: Record<string, string> = {};
  const fail = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  const name = (field: NamedField) =>
    fail(field, textMessage(textProblem(text(field).trim(), NAME_MAX_LENGTH), words.what[field], words));

  name("fullName");
  fail("dateOfBirth", checkDateOfBirth(text("dateOfBirth"), today, words));
  const gender = text("gender");
  if (!(GENDERS as readonly string[]).includes(gender)) errors.gender = words.gender;
  const phone = normalisedPhone(text("phone"), "phone", lang);
  if ("error" in phone) errors.phone = phone.error;
  name("emergencyName");
  fail(
    "emergencyRelation",
    textMessage(textProblem(text("emergencyRelation"), 60), words.what.emergencyRelation, words),
  );
  const emergencyPhone = normalisedPhone(text("emergencyPhone"), "emergencyPhone", lang);
  if ("error" in emergencyPhone) errors.emergencyPhone = emergencyPhone.error;
  else if ("phone" in phone && emergencyPhone.phone === phone.phone) {
    errors.emergencyPhone = words.sameEmergencyPhone;
  }
  fail("dietary", textMessage(textProblem(text("dietary"), DETAIL_MAX_LENGTH, true), words.what.dietary, words));

  const idType = text("idType");
  if (!(ID_TYPES as readonly string[]).includes(idType)) {
    errors.idType = fillMessage(words.idType, { types: ID_TYPES.map((type) => idTypeLabel(type, lang)).join(", ") });
  } else if (!(keepsSavedId && text("idNumber").trim() === "")) {
    fail("idNumber", idNumberMessage(idType as IdType, text("idNumber"), lang));
  }

  const health: Record<string, HealthAnswer> = {};
  for (const question of level.questions) {
    const answer = text(healthFieldName(question.id));
    const details = text(healthDetailsFieldName(question.id)).trim();
    if (answer !== "yes" && answer !== "no") {
      errors[healthFieldName(question.id)] = words.health;
      continue;
    }
    if (answer === "yes") {
      const problem = textProblem(details, DETAIL_MAX_LENGTH);
      fail(healthDetailsFieldName(question.id), textMessage(problem, question.detailsLabel.toLowerCase(), words));
    }
    health[question.id] = { question: question.question, answer, details: answer === "yes" ? details : "" };
  }
  if (!ticked(form.notice)) errors.notice = words.notice;
  if (!ticked(form.declaration)) errors.declaration = words.declaration;

  const minor = !errors.dateOfBirth && isMinorOn(text("dateOfBirth").trim(), departureStart);
  let guardian: TravellerDetailsInput["guardian"] = null;
  if (minor) {
    name("guardianName");
    const guardianPhone = normalisedPhone(text("guardianPhone"), "guardianPhone", lang);
    if ("error" in guardianPhone) errors.guardianPhone = guardianPhone.error;
    if (!ticked(form.guardianConsent)) {
      errors.guardianConsent = fillMessage(words.guardianConsent, { adultAge: AGE_OF_MAJORITY });
    }
    if ("phone" in guardianPhone) guardian = { name: text("guardianName").trim(), phone: guardianPhone.phone };
  }

  if (Object.keys(errors).length > 0 || !("phone" in phone) || !("phone" in emergencyPhone)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    details: {
      fullName: text("fullName").trim(),
      dateOfBirth: text("dateOfBirth").trim(),
      gender: gender as Gender,
      phone: phone.phone,
      emergencyName: text("emergencyName").trim(),
      emergencyRelation: text("emergencyRelation").trim(),
      emergencyPhone: emergencyPhone.phone,
      dietary: text("dietary").trim(),
      idType: idType as IdType,
      idNumber: text("idNumber").trim() === "" ? "" : storedIdNumber(idType as IdType, text("idNumber")),
      health,
      guardian,
    },
  };
}

/** The formats a fitness proof may be in, by what its first bytes show. */
export const PROOF_FORMATS = {
  pdf: { mediaType: "application/pdf", extensions: ["pdf"] },
  jpeg: { mediaType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { mediaType: "image/png", extensions: ["png"] },
  webp: { mediaType: "image/webp", extensions: ["webp"] },
} as const;

export type ProofFormat = keyof typeof PROOF_FORMATS;

/** The largest fitness proof taken: 5 MB, as a resume. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The proof's file by its name and size, its message in `lang`: present, an allowed extension, not empty, not too large. */
export function checkProofFile(file: FileLike | undefined, lang: Locale = DEFAULT_LOCALE): string | undefined {
  const words = MESSAGES[lang].travellerForm.errors;
  const kinds = words.proofKinds;
  if (!file || file.name === "") return fillMessage(words.proofMissing, { kinds });
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  const allowed = Object.values(PROOF_FORMATS).flatMap((format) => format.extensions as readonly string[]);
  if (!allowed.includes(extension)) return fillMessage(words.proofWrongType, { name: file.name, kinds });
  if (file.size === 0) return fillMessage(words.proofEmpty, { name: file.name });
  if (file.size > PROOF_MAX_BYTES) {
    return fillMessage(words.proofTooLarge, {
      name: file.name,
      size: formatMegabytes(file.size),
      max: formatMegabytes(PROOF_MAX_BYTES),
    });
  }
  return undefined;
}

/** What a proof's bytes show it to be, whatever its name says; undefined for anything else. */
export function proofFormatOf(bytes: Uint8Array): ProofFormat | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

/** The server's check of the proof's bytes, after checkProofFile passed on its name and size; its message in `lang`. */
export function checkProofContents(name: string, bytes: Uint8Array, lang: Locale = DEFAULT_LOCALE): string | undefined {
  const words = MESSAGES[lang].travellerForm.errors;
  return proofFormatOf(bytes) ? undefined : fillMessage(words.proofNotReal, { name, kinds: words.proofKinds });
}
