import { buildDate } from "../../gatsby/build-date";
import { todayInIndia } from "../../content/india-time";

describe("todayInIndia", () => {
  it("is the date in India, which is ahead of UTC by 5 h 30 min", () => {
    expect(todayInIndia(new Date("2026-12-18T18:29:00Z"))).toBe("2026-12-18");
    expect(todayInIndia(new Date("2026-12-18T18:31:00Z"))).toBe("2026-12-19");
  });
});

describe("buildDate", () => {
  const now = new Date("2026-12-18T18:31:00Z");

  it("is the date in India now when BUILD_DATE is not set, or set empty", () => {
    expect(buildDate({}, now)).toBe("2026-12-19");
    expect(buildDate({ BUILD_DATE: "" }, now)).toBe("2026-12-19");
  });

  it("is BUILD_DATE when it is set, whatever the clock says", () => {
    expect(buildDate({ BUILD_DATE: "2027-01-24" }, now)).toBe("2027-01-24");
  });

  it.each(["2027-02-30", "24/01/2027", "2027-1-24", "tomorrow"])(
    "refuses BUILD_DATE=%s, naming the variable",
    (value) => {
      expect(() => buildDate({ BUILD_DATE: value }, now)).toThrow(
        `BUILD_DATE="${value}" is not a real date written YYYY-MM-DD, e.g. 2027-01-16`,
      );
    },
  );
});
