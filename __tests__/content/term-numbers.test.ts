// The booking terms' numbers live once, in data/booking-terms.json: the
// policies and FAQs say them by placeholder ('{deposit}', content/terms-text.ts)
// and the interface's messages by theirs ('{percent}%', filled from the terms
// where the message is shown). A figure written by hand ('5 to 7 working days')
// goes stale the day the terms change, and contradicts them. This test finds
// every number the terms hold, written as digits with the unit it is a term
// of (days, hours, minutes, percent, seats), in content/messages/ and in the
// policies' and FAQs' text in every language, and names its file and key.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BookingTerms } from "../../content/booking-terms";
import { stringsOf, type SiteText } from "../support/strings-of";

const ROOT = path.resolve(__dirname, "../..");
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const TERMS = (readJson("data/booking-terms.json") as { en: BookingTerms }).en;

type Unit = "percent" | "days" | "hours" | "minutes" | "months" | "seats";

/** The unit each of the terms' numbers is counted in: every number the file holds has one. */
const UNIT_OF: Record<Exclude<keyof BookingTerms, "refunds" | "switchFees" | "creditsOffered">, Unit> = {
  gstPercent: "percent",
  depositPercent: "percent",
  balanceDueDaysBefore: "days",
  balanceLinkDaysBefore: "days",
  changesDaysBefore: "days",
  creditValidMonths: "months",
  callOffChoiceDays: "days",
  holdHours: "hours",
  offerHours: "hours",
  paymentHoldMinutes: "minutes",
  waitlistClosesDaysBefore: "days",
  unpaidSeatsPerContact: "seats",
  unpaidSeatsPerAddress: "seats",
  refundWorkingDaysMin: "days",
  refundWorkingDaysMax: "days",
};

/** Each unit's words after a number, in English and Hindi ('5 days', '5 दिन', '30%', '48-hour'). */
const UNIT_WORDS: Record<Unit, string> = {
  percent: String.raw`%|percent|प्रतिशत`,
  days: String.raw`(?:working )?days?|(?:कामकाजी )?(?:दिन|दिनों)|कार्यदिवस|कार्यदिवसों`,
  hours: String.raw`hours?|घंटे|घंटों|घंटा`,
  minutes: String.raw`minutes?|मिनट|मिनटों`,
  months: String.raw`months?|महीने|महीनों|महीना`,
  seats: String.raw`seats?|सीट|सीटें|सीटों`,
};

/** The numbers the terms hold, by unit; a refund step's day is also said as the day before it ('more than 30 days'). */
function termNumbers(terms: BookingTerms): Record<Unit, Set<number>> {
  const numbers: Record<Unit, Set<number>> = {
    percent: new Set(),
    days: new Set(),
    hours: new Set(),
    minutes: new Set(),
    months: new Set(),
    seats: new Set(),
  };
  for (const [field, unit] of Object.entries(UNIT_OF)) numbers[unit].add(terms[field as keyof typeof UNIT_OF]);
  for (const step of terms.refunds) {
    numbers.percent.add(step.refundPercent);
    if (terms.creditsOffered) numbers.percent.add(step.creditPercent);
    numbers.days.add(step.minDaysBefore).add(step.minDaysBefore - 1);
  }
  for (const step of terms.switchFees) numbers.days.add(step.minDaysBefore).add(step.minDaysBefore - 1);
  return numbers;
}

// A number in international or Devanagari digits, alone (not part of '10000', '3,000' or '24×7');
// a range of them ('5 to 7', '5 से 7', '5–7'); then the unit, as a word of its own or joined by a hyphen.
const NUMBER = String.raw`[0-9०-९]+`;
const RANGE = String.raw`(?<![\p{N},.×])${NUMBER}(?:\s*(?:to|से|–|-)\s*${NUMBER})*`;
const unitPattern = (unit: Unit) =>
  new RegExp(String.raw`(${RANGE})[\s-]?(?:${UNIT_WORDS[unit]})(?![\p{L}\p{M}])`, "gu");
const valueOf = (digits: string) => Number(digits.replace(/[०-९]/gu, (digit) => String(digit.charCodeAt(0) - 0x966)));

/** The messages of every language, and the policies' and FAQs' text in every language. */
const checkedTexts = (): SiteText[] =>
  ["content/messages/en.json", "content/messages/hi.json", "data/policies.json", "data/faqs.json"].flatMap((file) =>
    stringsOf(readJson(file), "", file),
  );

/**
 * Numbers that are not the booking terms', though a term holds the same
 * number in the same unit, by key (any language) and as written in English and
 * Hindi. Each must be a different fact: a term's figure goes in by placeholder.
 */
const NOT_TERMS: { key: RegExp; written: RegExp; why: string }[] = [
  {
    key: /^(contact\.description|contactForm\.thanks|(en|hi)\.policies\[3\]\.sections\[[04]\]\.paragraphs\[0\])$/,
    written: /^24 (hours|घंटे)$/,
    why: "the time the agency takes to answer a message or call back, not the hours a waitlist offer is kept",
  },
  {
    key: /^(en|hi)\.policies\[0\]\.sections\[4\]\.paragraphs\[0\]$/,
    written: /^100%$/,
    why: "everything paid back when the agency calls off a departure, whatever the cancellation scale's credit step holds",
  },
  {
    key: /^calledOff\.creditFigures$/,
    written: /^100%$/,
    why: "the whole of what was paid kept as credit after a call-off, whatever the cancellation scale's credit step holds",
  },
  {
    key: /^tripKit\.emergency\.tourist$/,
    written: /^24 (hours|घंटे)$/,
    why: "a helpline open round the clock",
  },
  {
    key: /^(en|hi)\.policies\[1\]\.sections\[3\]\.paragraphs\[0\]$/,
    written: /^48 (hours|घंटे)$/,
    why: "the health advice to keep off alcohol while the body gets used to altitude, not the hours a booking holds its seats",
  },
  {
    key: /^finder\.lengthBands\.7-plus$/,
    written: /^7 (days|दिन)$/,
    why: "the finder's band of trips lasting a week or more, not the days before departure the waitlist closes",
  },
];

/** A term's number written by hand: where, as written, the term numbers it holds, and their unit. */
interface Finding extends SiteText {
  written: string;
  held: number[];
  unit: Unit;
}

/** Every number of `terms` written with its unit in `texts`, the exceptions included. */
function termNumbersWritten(texts: SiteText[], terms: BookingTerms): Finding[] {
  const numbers = termNumbers(terms);
  return texts.flatMap((text) =>
    (Object.keys(UNIT_WORDS) as Unit[]).flatMap((unit) =>
      [...text.text.matchAll(unitPattern(unit))].flatMap(([written, range]) => {
        const held = (range.match(new RegExp(NUMBER, "gu")) ?? []).map(valueOf).filter((n) => numbers[unit].has(n));
        return held.length === 0 ? [] : [{ ...text, written, held, unit }];
      }),
    ),
  );
}

const isException = (finding: Finding, known: (typeof NOT_TERMS)[number]) =>
  known.key.test(finding.key) && known.written.test(finding.written);

/** Each term's number written by hand in `texts`, as `file › key: "5 to 7 working days" holds 5, 7 (days)…`. */
function handWrittenTermNumbers(texts: SiteText[], terms: BookingTerms): string[] {
  return termNumbersWritten(texts, terms)
    .filter((finding) => !NOT_TERMS.some((known) => isException(finding, known)))
    .map(
      ({ file, key, written, held, unit }) =>
        `${file} › ${key}: "${written}" holds ${held.join(", ")} (${unit}), a booking term's: write its placeholder`,
    );
}

describe("the booking terms' numbers", () => {
  it("are written nowhere by hand in the messages, the policies or the FAQs (each named by file and key)", () => {
    expect(handWrittenTermNumbers(checkedTexts(), TERMS)).toEqual([]);
  });

  it("each have a unit here, so a number added to data/booking-terms.json is looked for too", () => {
    const numberFields = Object.keys(TERMS).filter(
      (field) => !["refunds", "switchFees", "creditsOffered"].includes(field),
    );
    expect(Object.keys(UNIT_OF).sort()).toEqual(numberFields.sort());
  });

  it("finds a term's number written by hand, in either language and in Devanagari digits, and names file and key", () => {
    const planted: SiteText[] = [
      { file: "content/messages/en.json", key: "emails.refundedOnline", text: "It shows in 5 to 7 working days." },
      { file: "data/faqs.json", key: "en.faqs[1].answer", text: "GST at 5% is added; a 30-day wait; 4 to 6 days." },
      { file: "data/faqs.json", key: "hi.faqs[1].answer", text: "चेकआउट पर ५% GST; १० दिन पहले; 48 घंटे तक" },
      { file: "content/messages/hi.json", key: "seats.max", text: "अधिकतम 6 सीटें; 3,000 मी; 24×7" },
    ];
    expect(handWrittenTermNumbers(planted, TERMS)).toEqual([
      'content/messages/en.json › emails.refundedOnline: "5 to 7 working days" holds 5, 7 (days), a booking term\'s: write its placeholder',
      'data/faqs.json › en.faqs[1].answer: "5%" holds 5 (percent), a booking term\'s: write its placeholder',
      'data/faqs.json › en.faqs[1].answer: "30-day" holds 30 (days), a booking term\'s: write its placeholder',
      'data/faqs.json › hi.faqs[1].answer: "५%" holds 5 (percent), a booking term\'s: write its placeholder',
      'data/faqs.json › hi.faqs[1].answer: "१० दिन" holds 10 (days), a booking term\'s: write its placeholder',
      'data/faqs.json › hi.faqs[1].answer: "48 घंटे" holds 48 (hours), a booking term\'s: write its placeholder',
      'content/messages/hi.json › seats.max: "6 सीटें" holds 6 (seats), a booking term\'s: write its placeholder',
    ]);
  });

  it("lets pass only numbers that are still in the texts: each exception matches one", () => {
    const found = termNumbersWritten(checkedTexts(), TERMS);
    const unused = NOT_TERMS.filter((known) => !found.some((finding) => isException(finding, known)));
    expect(unused.map((known) => known.why)).toEqual([]);
  });
});
