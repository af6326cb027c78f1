// The rules of a traveller's details form on the booking page (worker/traveller/):
// each field's check with a message that says how to fix it, the health
// answers the trip's grade asks, the declaration, a guardian for a minor, and
// the fitness proof's file. Pure functions, so the Worker and the tests read
// the same rules.
import { compareIsoDates } from "../content/dates";
import {
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
import { MESSAGES } from "../content/messages";
import { startsWith } from "./file-contents";
import { checkName, checkText, formatMegabytes, type FileLike, type RuleWords } from "./form-rules";

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

/** The site's form rules (names, free text) as the traveller's form uses them: in English, as the form's own words are. */
const RULE_WORDS: RuleWords = { lang: "en", messages: MESSAGES.en.formRules };

/** The oldest a traveller can be: beyond it the date was surely mistyped. */
const OLDEST_YEARS = 100;

function checkDateOfBirth(value: string, today: string): string | undefined {
  const date = value.trim();
  if (date === "") return "Enter the date of birth.";
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!ISO_DATE.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    return "Enter the date of birth as a real date: day, month and year.";
  }
  if (compareIsoDates(date, today) > 0) return "The date of birth cannot be in the future. Check the year.";
  const oldest = `${Number(today.slice(0, 4)) - OLDEST_YEARS}${today.slice(4)}`;
  if (compareIsoDates(date, oldest) < 0) return `Check the year: that is more than ${OLDEST_YEARS} years ago.`;
  return undefined;
}

/**
 * A phone number as E.164, or the message saying how to write it: an Indian
 * mobile as its 10 digits (a leading 0 or +91 is fine), any other country's
 * with + and its code. Spaces, hyphens and brackets are ignored.
 */
export function normalisedPhone(value: string, what: string): { phone: string } | { error: string } {
  const compact = value.replace(/[\s\-().]/g, "");
  if (compact === "") return { error: `Enter ${what}.` };
  const indian = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  if (indian) return { phone: `+91${indian[1]}` };
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return { phone: compact };
  return {
    error: `Enter ${what} as a 10-digit Indian mobile number, or with + and the country code for another country, e.g. +44 7700 900123.`,
  };
}

const ticked = (value: string | undefined) => value === "yes";

/**
 * Checks a traveller's form against the grade's `level` (its questions) for a
 * trip starting `departureStart`, on `today`. Every field's message at once.
 * `keepsSavedId`: the seat's saved ID number stays, so an empty number is
 * fine (the form does not show a saved number again).
 */
export function checkTravellerForm(
  form: TravellerForm,
  level: TravellerLevel,
  departureStart: string,
  today: string,
  { keepsSavedId = false }: { keepsSavedId?: boolean } = {},
): TravellerCheck {
  const text = (name: string) => form[name] ?? "";
  const errors: Record<string, string> = {};
  const fail = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  fail("fullName", checkName(RULE_WORDS, text("fullName"), "the full name as it is written on the ID"));
  fail("dateOfBirth", checkDateOfBirth(text("dateOfBirth"), today));
  const gender = text("gender");
  if (!(GENDERS as readonly string[]).includes(gender)) errors.gender = "Choose the gender rooms are shared by.";
  const phone = normalisedPhone(text("phone"), "the traveller's mobile number");
  if ("error" in phone) errors.phone = phone.error;
  fail("emergencyName", checkName(RULE_WORDS, text("emergencyName"), "the emergency contact's name"));
  fail(
    "emergencyRelation",
    checkText(RULE_WORDS, text("emergencyRelation"), "how the emergency contact is related, e.g. mother", 60),
  );
  const emergencyPhone = normalisedPhone(text("emergencyPhone"), "the emergency contact's phone number");
  if ("error" in emergencyPhone) errors.emergencyPhone = emergencyPhone.error;
  else if ("phone" in phone && emergencyPhone.phone === phone.phone) {
    errors.emergencyPhone = "Give someone else's number: we call it when the traveller cannot answer their own.";
  }
  fail("dietary", checkText(RULE_WORDS, text("dietary"), "the dietary needs", DETAIL_MAX_LENGTH, true));

  const idType = text("idType");
  if (!(ID_TYPES as readonly string[]).includes(idType)) {
    errors.idType = `Choose the ID: ${ID_TYPES.map((type) => ID_NUMBER_RULES[type].label).join(", ")}.`;
  } else if (!(keepsSavedId && text("idNumber").trim() === "")) {
    fail("idNumber", idNumberProblem(idType as IdType, text("idNumber")));
  }

  const health: Record<string, HealthAnswer> = {};
  for (const question of level.questions) {
    const answer = text(healthFieldName(question.id));
    const details = text(healthDetailsFieldName(question.id)).trim();
    if (answer !== "yes" && answer !== "no") {
      errors[healthFieldName(question.id)] = "Answer yes or no.";
      continue;
    }
    if (answer === "yes") {
      const problem = checkText(RULE_WORDS, details, question.detailsLabel.toLowerCase(), DETAIL_MAX_LENGTH);
      if (problem) errors[healthDetailsFieldName(question.id)] = problem;
    }
    health[question.id] = { question: question.question, answer, details: answer === "yes" ? details : "" };
  }
  if (!ticked(form.notice))
    errors.notice = "Tick to agree to how these details are used and kept, once you have read the notice.";
  if (!ticked(form.declaration)) errors.declaration = "Tick the declaration to confirm it, once you have read it.";

  const minor = !errors.dateOfBirth && isMinorOn(text("dateOfBirth").trim(), departureStart);
  let guardian: TravellerDetailsInput["guardian"] = null;
  if (minor) {
    fail("guardianName", checkName(RULE_WORDS, text("guardianName"), "the parent's or guardian's name"));
    const guardianPhone = normalisedPhone(text("guardianPhone"), "the parent's or guardian's phone number");
    if ("error" in guardianPhone) errors.guardianPhone = guardianPhone.error;
    if (!ticked(form.guardianConsent)) {
      errors.guardianConsent = "A parent or guardian must tick their consent for a traveller under 18.";
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

const PROOF_KINDS = "a photo or screenshot (JPEG, PNG or WebP) or a PDF";

/** The proof's file by its name and size: present, an allowed extension, not empty, not too large. */
export function checkProofFile(file: FileLike | undefined): string | undefined {
  if (!file || file.name === "") return `Choose the fitness proof: ${PROOF_KINDS}.`;
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  const allowed = Object.values(PROOF_FORMATS).flatMap((format) => format.extensions as readonly string[]);
  if (!allowed.includes(extension)) return `“${file.name}” is not ${PROOF_KINDS}. Choose one of those.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose the file again.`;
  if (file.size > PROOF_MAX_BYTES) {
    return `“${file.name}” is ${formatMegabytes(file.size)}. Choose a file of ${formatMegabytes(PROOF_MAX_BYTES)} or less: a screenshot is usually far smaller.`;
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

/** The server's check of the proof's bytes, after checkProofFile passed on its name and size. */
export const checkProofContents = (name: string, bytes: Uint8Array) =>
  proofFormatOf(bytes) ? undefined : `“${name}” is not a real image or PDF. Save it again as ${PROOF_KINDS}.`;
