// What the booking page asks of each traveller, and how long it keeps it: the
// figures the privacy notice states (data/traveller-questions.json says them
// by placeholder, filled from here), the ID documents it takes and how each
// number is written, and who counts as a minor. The Worker and the site read
// these same values, so the notice, the forms and the clean-up cannot disagree.
import { addDays, ageOn } from "./dates";
import { formatDays } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales.mjs";
import { fillPlaceholdersDeep } from "./term-placeholders";
import type { DifficultyLevel } from "./trips";

/** A traveller's details, health answers and fitness proof are erased this many days after their trip ends. */
export const PERSONAL_DATA_KEPT_DAYS = 30;

/** The log of staff opening ID numbers, health answers and proofs is kept this many days. */
export const ACCESS_LOG_KEPT_DAYS = 365;

/** While a seat's details are missing, the booker is reminded this many days before departure (and at confirmation). */
export const REMINDER_DAYS_BEFORE_DEPARTURE = [21, 10] as const;

/** A traveller younger than this on the day the trip starts needs a parent's or guardian's consent. */
export const AGE_OF_MAJORITY = 18;

/**
 * Each item of personal data the booking page collects, as the privacy notice
 * itemises them (data/traveller-questions.json › notice.items, one item each,
 * by these ids): the notice must say what, why and how long for every one.
 */
export const PERSONAL_DATA_ITEMS = [
  "name",
  "date-of-birth",
  "gender",
  "phone",
  "emergency-contact",
  "dietary-needs",
  "id-document",
  "health-answers",
  "fitness-proof",
  "guardian",
] as const;

export type PersonalDataItem = (typeof PERSONAL_DATA_ITEMS)[number];

/** How a traveller's gender is recorded: only to share rooms and tents, which the agency arranges by it. */
export const GENDERS = ["female", "male", "non-binary"] as const;

export type Gender = (typeof GENDERS)[number];

/** The identity documents a traveller may give, in the order the form offers them. */
export const ID_TYPES = ["passport", "voter-id", "driving-licence", "aadhaar"] as const;

export type IdType = (typeof ID_TYPES)[number];

/** How one kind of ID number is written (its words, in each language, are the messages' travellerForm.idTypes). */
export interface IdNumberRule {
  /**
   * What the field accepts, as typed (letters in either case, spaces and
   * hyphens where people write them). No flags and no escaped hyphens, so
   * `pattern.source` also serves as an HTML `pattern` attribute, which
   * browsers read with the v flag.
   */
  pattern: RegExp;
  /** A made-up number of the right form, for the field's hint and message. */
  example: string;
}

export const ID_NUMBER_RULES: Readonly<Record<IdType, IdNumberRule>> = {
  passport: { pattern: /^\s*[A-Za-z]\s?[0-9]{7}\s*$/, example: "K1234567" },
  "voter-id": { pattern: /^\s*[A-Za-z]{3}\s?[0-9]{7}\s*$/, example: "ABC1234567" },
  "driving-licence": {
    // The state's two letters, then the RTO's code, the year of issue and a serial: 13 digits on
    // licences issued since 2019, 11 to 12 on some older ones, often grouped with spaces or hyphens.
    pattern: /^\s*[A-Za-z]{2}(?:(?: |-)?[0-9]){11,13}\s*$/,
    example: "MH12 20190012345",
  },
  aadhaar: {
    // The last four digits, or the masked form a masked Aadhaar prints (XXXX XXXX 1234).
    pattern: /^\s*(?:[Xx*]{4}(?: |-)?[Xx*]{4}(?: |-)?)?[0-9]{4}\s*$/,
    example: "1234",
  },
};

/**
 * What is wrong with `value` as a number of ID type `type`, or undefined when
 * nothing is: a full Aadhaar number, which is never taken (Indian rules let a
 * business store one only in an Aadhaar Data Vault approved by UIDAI), or a
 * number not of the type's form.
 */
export function idNumberProblem(type: IdType, value: string): "full-aadhaar" | "wrong-form" | undefined {
  if (type === "aadhaar" && /^[0-9]{12}$/.test(value.replace(/[\s-]/g, ""))) return "full-aadhaar";
  return ID_NUMBER_RULES[type].pattern.test(value) ? undefined : "wrong-form";
}

/**
 * An accepted number as it is stored and shown to staff: capitals, without
 * spaces or hyphens, and of an Aadhaar only the last four digits.
 */
export function storedIdNumber(type: IdType, value: string): string {
  const compact = value.replace(/[\s-]/g, "").toUpperCase();
  return type === "aadhaar" ? compact.slice(-4) : compact;
}

/** Whether someone born on `birthDate` is under AGE_OF_MAJORITY on `day` (both YYYY-MM-DD): a birthday counts from its day. */
export const isMinorOn = (birthDate: string, day: string): boolean => ageOn(birthDate, day) < AGE_OF_MAJORITY;

/** The day a traveller's personal data is erased, for a trip ending on `tripEndDate` (YYYY-MM-DD). */
export const personalDataErasedOn = (tripEndDate: string): string => addDays(tripEndDate, PERSONAL_DATA_KEPT_DAYS);

/**
 * The placeholders data/traveller-questions.json may write ('erased
 * {keptDays} after your trip'), filled when the build writes the catalogue, so
 * the notice states the figures the code keeps to.
 */
export const TRAVELLER_PLACEHOLDER_NAMES = [
  "keptDays",
  "accessLogDays",
  "adultAge",
  "agencyEmail",
  "proofMaxSize",
] as const;

export type TravellerPlaceholder = (typeof TRAVELLER_PLACEHOLDER_NAMES)[number];

/** What the placeholders that are not this module's own stand for: the agency's email and the upload limit. */
export interface TravellerTextFacts {
  /** data/company.json's email: where travellers write to withdraw consent or complain. */
  agencyEmail: string;
  /** The largest fitness proof taken, in bytes. */
  proofMaxBytes: number;
}

/** 5242880 → '5 MB', 1572864 → '1.5 MB'. */
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * What each placeholder stands for in `lang`. The age is a bare number, which
 * each language's text words around ('under {adultAge}', '{adultAge} साल से कम').
 */
export const TRAVELLER_PLACEHOLDERS: Readonly<
  Record<TravellerPlaceholder, (facts: TravellerTextFacts, lang: Locale) => string>
> = {
  keptDays: (_facts, lang) => formatDays(PERSONAL_DATA_KEPT_DAYS, lang),
  accessLogDays: (_facts, lang) => formatDays(ACCESS_LOG_KEPT_DAYS, lang),
  adultAge: () => String(AGE_OF_MAJORITY),
  agencyEmail: (facts) => facts.agencyEmail,
  proofMaxSize: (facts) => megabytes(facts.proofMaxBytes),
};

/** One yes-or-no health question; a yes asks for details under `detailsLabel`. */
export interface HealthQuestion {
  id: string;
  question: string;
  detailsLabel: string;
}

/** What a traveller on a trip of one difficulty level confirms and answers; `proof` when they must upload a fitness proof. */
export interface TravellerLevel {
  declaration: string;
  questions: readonly HealthQuestion[];
  proof?: { instructions: string };
}

/**
 * data/traveller-questions.json with its placeholders filled: what the booking
 * page shows. Written out here rather than inferred from its schema, which
 * imports this module's constants; content/file-schemas.ts holds the schema to it.
 */
export interface TravellerQuestions {
  notice: {
    title: string;
    intro: string;
    items: { id: PersonalDataItem; what: string; why: string; kept: string }[];
    safeguards: string;
    withdraw: string;
    contact: string;
  };
  aadhaarNote: string;
  guardianConsent: string;
  levels: Readonly<Record<DifficultyLevel, TravellerLevel>>;
}

/** The questions in `lang` as the booking page shows them: every placeholder replaced by its figure, in that language. */
export function fillTravellerText<T extends TravellerQuestions>(
  questions: T,
  facts: TravellerTextFacts,
  lang: Locale = DEFAULT_LOCALE,
): T {
  return fillPlaceholdersDeep(questions, (name) =>
    (TRAVELLER_PLACEHOLDER_NAMES as readonly string[]).includes(name)
      ? TRAVELLER_PLACEHOLDERS[name as TravellerPlaceholder](facts, lang)
      : undefined,
  );
}
