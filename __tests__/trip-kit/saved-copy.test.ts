import { ageInWords } from "../../src/trip-kit/saved-copy";

const now = new Date("2026-11-26T10:00:00.000Z");
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("how old the saved copy of the trip kit is", () => {
  it("is 'just now' under a minute, and for a time it cannot read", () => {
    expect(ageInWords(before(59_999), now)).toBe("just now");
    expect(ageInWords(before(0), now)).toBe("just now");
    expect(ageInWords("not a time", now)).toBe("just now");
  });

  it("counts minutes, then hours, then days, in whole units", () => {
    expect(ageInWords(before(60_000), now)).toBe("1 minute ago");
    expect(ageInWords(before(59 * 60_000 + 59_999), now)).toBe("59 minutes ago");
    expect(ageInWords(before(60 * 60_000), now)).toBe("1 hour ago");
    expect(ageInWords(before(23 * 3_600_000 + 3_599_999), now)).toBe("23 hours ago");
    expect(ageInWords(before(24 * 3_600_000), now)).toBe("1 day ago");
    expect(ageInWords(before(9 * 24 * 3_600_000 + 5), now)).toBe("9 days ago");
  });
});
