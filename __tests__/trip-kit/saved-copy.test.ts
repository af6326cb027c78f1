import { ageInWords, ageWordsOf, type AgeWords } from "../../src/trip-kit/saved-copy";
import { MESSAGES } from "../../content/messages";

const now = new Date("2026-11-26T10:00:00.000Z");
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

/** The words the Worker writes into a kit page in `lang` (worker/traveller/trip-kit.ts). */
const wordsIn = (lang: "en" | "hi"): AgeWords => {
  const kit = MESSAGES[lang].tripKit;
  return {
    justNow: kit.ageJustNow,
    minuteOne: kit.ageMinuteOne,
    minuteOther: kit.ageMinuteOther,
    hourOne: kit.ageHourOne,
    hourOther: kit.ageHourOther,
    dayOne: kit.ageDayOne,
    dayOther: kit.ageDayOther,
  };
};

describe("how old the saved copy of the trip kit is", () => {
  const english = wordsIn("en");

  it("is 'just now' under a minute, and for a time it cannot read", () => {
    expect(ageInWords(before(59_999), now, english)).toBe("just now");
    expect(ageInWords(before(0), now, english)).toBe("just now");
    expect(ageInWords("not a time", now, english)).toBe("just now");
  });

  it("counts minutes, then hours, then days, in whole units", () => {
    expect(ageInWords(before(60_000), now, english)).toBe("1 minute ago");
    expect(ageInWords(before(59 * 60_000 + 59_999), now, english)).toBe("59 minutes ago");
    expect(ageInWords(before(60 * 60_000), now, english)).toBe("1 hour ago");
    expect(ageInWords(before(23 * 3_600_000 + 3_599_999), now, english)).toBe("23 hours ago");
    expect(ageInWords(before(24 * 3_600_000), now, english)).toBe("1 day ago");
    expect(ageInWords(before(9 * 24 * 3_600_000 + 5), now, english)).toBe("9 days ago");
  });

  it("says it in the words the page carries: a Hindi kit in Hindi", () => {
    const hindi = wordsIn("hi");
    expect(ageInWords(before(30_000), now, hindi)).toBe("अभी-अभी");
    expect(ageInWords(before(5 * 60_000), now, hindi)).toBe("5 मिनट पहले");
    expect(ageInWords(before(60 * 60_000), now, hindi)).toBe("1 घंटा पहले");
    expect(ageInWords(before(3 * 3_600_000), now, hindi)).toBe("3 घंटे पहले");
    expect(ageInWords(before(2 * 24 * 3_600_000), now, hindi)).toBe("2 दिन पहले");
  });
});

describe("the age's words on the page", () => {
  it("are read from the note's data-* attributes, and missing any, not at all", () => {
    const span = document.createElement("span");
    const words = wordsIn("hi");
    for (const [name, text] of Object.entries(words)) span.dataset[name] = text;
    expect(ageWordsOf(span.dataset)).toEqual(words);
    delete span.dataset.hourOther;
    expect(ageWordsOf(span.dataset)).toBeNull();
  });
});
