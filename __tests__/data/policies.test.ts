// The terms page is a legal text: guard the business terms the client set
// (README, "What the client asked for") so an edit to data/policies.json or
// data/booking-terms.json cannot silently drop or change one. The text is
// checked as the page shows it: placeholders filled and the refund scale
// written from the booking terms, as gatsby/graphql-schema.ts does at build time.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fillTerms, refundScalePoints } from "../../content/terms-text";
import type { BookingTerms } from "../../content/booking-terms";
import { clientBookingTerms } from "../support/catalogue-fixtures";
import type { Locale } from "../../content/locales.mjs";

interface Policy {
  id: string;
  sections: { anchor?: string; heading: string; paragraphs: string[]; points: string[] }[];
}

/** A data file as it is: {"en": entry, "hi": its translation}. */
const read = (file: string) => JSON.parse(readFileSync(path.resolve(__dirname, "../../data", file), "utf8"));
const { policies }: { policies: Policy[] } = read("policies.json").en;
const bookingTerms: BookingTerms = read("booking-terms.json").en;
const termsIndex = policies.findIndex((policy) => policy.id === "terms-conditions");
const terms = policies[termsIndex];

/** The terms page's text in a language: its sections (the Hindi translation's, laid over the English anchors). */
function termsText(lang: Locale, sections: readonly Omit<Policy["sections"][number], "anchor">[]): string {
  return sections
    .flatMap((section, index) => [
      ...section.paragraphs,
      ...(terms.sections[index].anchor === "cancellation" ? refundScalePoints(bookingTerms, lang) : []),
      ...section.points,
    ])
    .map((line) => fillTerms(line, bookingTerms, lang))
    .join("\n");
}
const text = termsText("en", terms.sections);
const hindiText = termsText("hi", read("policies.json").hi.policies[termsIndex].sections);

describe("the booking terms", () => {
  it("hold the client's numbers", () => {
    expect(bookingTerms).toEqual(clientBookingTerms);
  });
});

describe("Terms & Conditions text", () => {
  it.each([
    ["a minimum deposit of 30% at booking", /minimum deposit of 30%[^.]*booking/],
    ["full payment 5 days before departure", /full payment[^.]*5 days before the departure/],
    ["a 90% refund more than 30 days before travel", /More than 30 days before travel: a refund of 90%/],
    ["a 50% refund from 15 to 30 days before", /15 to 30 days before travel: a refund of 50%/],
    [
      "no refund under 15 days or for a no-show",
      /Less than 15 days before travel, or if you do not show up[^.]*no-show[^.]*: no refund/,
    ],
    ["refunds paid in 7 to 14 working days", /within 7 to 14 working days/],
    ["modification requests at least 10 days before departure", /at least 10 days before departure/],
    [
      "a 100% refund or a reschedule when the company cancels",
      /If Safarnama cancels a trip[^.]*100% refund[^.]*reschedule/,
    ],
    ["the courts of Gurugram, Haryana", /courts in Gurugram, Haryana/],
  ])("states %s", (_rule, pattern) => {
    expect(text).toMatch(pattern);
  });
});

describe("Terms & Conditions text in Hindi", () => {
  it.each([
    ["the deposit", /कम से कम 30% डिपॉज़िट/],
    ["full payment 5 days before departure", /प्रस्थान की तारीख से 5 दिन पहले देय/],
    ["a 90% refund more than 30 days before travel", /यात्रा से 30 दिन से ज़्यादा पहले: चुकाई गई राशि का 90% रिफ़ंड/],
    ["a 50% refund from 15 to 30 days before", /यात्रा से 15 से 30 दिन पहले: चुकाई गई राशि का 50% रिफ़ंड/],
    ["no refund under 15 days or for a no-show", /यात्रा से 15 दिन से कम पहले, या [^:]*नो-शो[^:]*: कोई रिफ़ंड नहीं/],
    ["refunds paid in 7 to 14 working days", /7 से 14 कार्यदिवसों के भीतर/],
    ["modification requests at least 10 days before departure", /कम से कम 10 दिन पहले/],
  ])("states %s", (_rule, pattern) => {
    expect(hindiText).toMatch(pattern);
  });
});
