import { checkVisitFields } from "../../requests/booking-rules";
import type { RuleWords } from "../../requests/form-rules";
import { isUnprintable, visitFieldsOf } from "../../requests/visit-fields";
import { MESSAGES } from "../../content/messages";

const EN: RuleWords = { lang: "en", messages: MESSAGES.en.formRules };
const HI: RuleWords = { lang: "hi", messages: MESSAGES.hi.formRules };

const NONE = { visitSource: "", visitMedium: "", visitCampaign: "", visitTerm: "", visitContent: "" };

describe("checkVisitFields", () => {
  it("takes no parts, or any parts with a source, up to 100 characters each in any script", () => {
    expect(checkVisitFields(EN, NONE)).toEqual({});
    expect(
      checkVisitFields(EN, {
        ...NONE,
        visitSource: "instagram",
        visitCampaign: "दीवाली-2026",
        visitContent: "🙂".repeat(100),
      }),
    ).toEqual({});
  });

  it("refuses a part over 100 characters, naming its field", () => {
    expect(checkVisitFields(EN, { ...NONE, visitSource: "instagram", visitTerm: "t".repeat(101) })).toEqual({
      visitTerm: "Shorten where your visit came from (visitTerm) to 100 characters or fewer (it has 101).",
    });
  });

  it("refuses characters that do not print, naming the field, in the page's language", () => {
    expect(checkVisitFields(EN, { ...NONE, visitSource: "insta\u0000gram" })).toEqual({
      visitSource: "Remove the characters that do not print from where your visit came from (visitSource).",
    });
    expect(checkVisitFields(HI, { ...NONE, visitSource: "instagram", visitMedium: "social\u200b" })).toEqual({
      visitMedium: "साइट पर आपके आने का स्रोत (visitMedium) में से वे अक्षर हटाएँ जो छपते नहीं।",
    });
  });

  it("asks for the source when other parts are sent without it", () => {
    expect(checkVisitFields(EN, { ...NONE, visitMedium: "social" })).toEqual({
      visitSource: "Enter where your visit came from (visitSource).",
    });
  });
});

describe("isUnprintable", () => {
  it("finds controls, invisible marks and half characters, and passes letters, marks and emoji", () => {
    for (const character of [
      "\u0000",
      "\n",
      "\u007f",
      "\u0085",
      "\u00ad",
      "\u200d",
      "\u202e",
      "\u2066",
      "\ufeff",
      "\ud800",
    ]) {
      expect([character, isUnprintable(character)]).toEqual([character, true]);
    }
    for (const character of ["a", " ", "é", "ज", "्", "€", "🙂"]) {
      expect([character, isUnprintable(character)]).toEqual([character, false]);
    }
  });
});

describe("visitFieldsOf", () => {
  it("sends the parts that hold something, and nothing when nothing was kept", () => {
    expect(
      visitFieldsOf({ source: "instagram", medium: "social", campaign: "diwali-2026", term: null, content: null }),
    ).toEqual({ visitSource: "instagram", visitMedium: "social", visitCampaign: "diwali-2026" });
    expect(visitFieldsOf(null)).toEqual({});
  });
});
