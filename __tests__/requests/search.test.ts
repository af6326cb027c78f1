import { containsPattern, LIKE_PATTERN_MAX_BYTES, SEARCH_MAX_BYTES, searchLengthError } from "../../requests/search";

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
const DEVANAGARI = "अनन्याशर्माकीयात्राकेलि";

describe("the desk's search length", () => {
  it("takes every search whose LIKE pattern fits D1's 50 bytes, and refuses the next byte", () => {
    for (const fits of ["a".repeat(48), DEVANAGARI.slice(0, 16), "%".repeat(24), ` ${"b".repeat(48)} `]) {
      expect([fits, searchLengthError(fits)]).toEqual([fits, null]);
      expect(bytes(containsPattern(fits.trim()))).toBeLessThanOrEqual(LIKE_PATTERN_MAX_BYTES);
    }
    for (const tooLong of ["a".repeat(49), DEVANAGARI.slice(0, 17), "%".repeat(25), "_".repeat(24) + "x"]) {
      expect([tooLong, searchLengthError(tooLong)]).toEqual([tooLong, expect.stringMatching(/^Shorten the search/)]);
      expect(bytes(containsPattern(tooLong))).toBeGreaterThan(LIKE_PATTERN_MAX_BYTES);
    }
    expect(SEARCH_MAX_BYTES).toBe(48);
  });

  it("searches for %, _ and \\ as themselves", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
