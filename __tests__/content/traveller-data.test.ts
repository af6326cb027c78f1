import { readFileSync } from "node:fs";
import path from "node:path";
import { travellerQuestionsSchema } from "../../content/file-schemas";
import { contentFileOf, entryIn } from "../../content/localise";
import {
  ID_NUMBER_RULES,
  ID_TYPES,
  fillTravellerText,
  idNumberProblem,
  isMinorOn,
  personalDataErasedOn,
  storedIdNumber,
  type IdType,
  type TravellerQuestions,
} from "../../content/traveller-data";

describe("ID numbers", () => {
  it.each<[IdType, string[], string[]]>([
    [
      "passport",
      ["K1234567", "k1234567", " Z 9876543 "],
      ["K123456", "K12345678", "12345678", "KK123456", "K-1234567", "K123456O"],
    ],
    [
      "voter-id",
      ["ABC1234567", "abc1234567", "XYZ 0000001"],
      ["AB1234567", "ABCD1234567", "ABC123456", "ABC12345678", "1234567890"],
    ],
    [
      "driving-licence",
      [
        "MH1220190012345",
        "MH12 20190012345",
        "DL-0420110149646",
        "hr-06-1985-0034761",
        "KA01 19990012345",
        "TN09 1995 000123",
      ],
      ["MH12", "1220190012345", "M1220190012345", "MH12201900123456", "MH12 2019 00A2345", "MH--1220190012345"],
    ],
    [
      "aadhaar",
      ["1234", " 0042 ", "XXXX XXXX 1234", "xxxx-xxxx-1234", "********1234"],
      ["123", "12345", "abcd", "XXXX 1234", "1234 5678"],
    ],
  ])("accepts a %s number as people write it, and refuses one of another form", (type, good, bad) => {
    for (const value of good) expect([value, idNumberProblem(type, value)]).toEqual([value, undefined]);
    for (const value of bad) expect([value, idNumberProblem(type, value)]).toEqual([value, "wrong-form"]);
  });

  it("tells a full Aadhaar number, however it is written, from one of the wrong form", () => {
    for (const value of ["123456789012", "1234 5678 9012", "1234-5678-9012", " 123456789012 "]) {
      expect(idNumberProblem("aadhaar", value)).toBe("full-aadhaar");
    }
    // Twelve digits are only an Aadhaar's: elsewhere they are simply the wrong form.
    expect(idNumberProblem("passport", "123456789012")).toBe("wrong-form");
    expect(idNumberProblem("voter-id", "  ")).toBe("wrong-form");
  });

  it("gives every ID type an example its own pattern accepts", () => {
    for (const type of ID_TYPES) expect(idNumberProblem(type, ID_NUMBER_RULES[type].example)).toBeUndefined();
  });

  it("writes patterns a browser can use as an HTML pattern attribute, which it reads with the v flag", () => {
    for (const type of ID_TYPES) {
      const { pattern, example } = ID_NUMBER_RULES[type];
      expect(pattern.flags).toBe("");
      expect(new RegExp(`^(?:${pattern.source})$`, "v").test(example)).toBe(true);
    }
  });

  it("stores a number in capitals without spaces or hyphens, and of an Aadhaar only the last four digits", () => {
    expect(storedIdNumber("passport", " k 1234567 ")).toBe("K1234567");
    expect(storedIdNumber("driving-licence", "hr-06-1985-0034761")).toBe("HR0619850034761");
    expect(storedIdNumber("aadhaar", "XXXX XXXX 1234")).toBe("1234");
    expect(storedIdNumber("aadhaar", "0042")).toBe("0042");
  });
});

describe("who is a minor", () => {
  it("counts a traveller as an adult from their 18th birthday", () => {
    expect(isMinorOn("2009-01-16", "2027-01-15")).toBe(true);
    expect(isMinorOn("2009-01-16", "2027-01-16")).toBe(false);
    expect(isMinorOn("1990-06-30", "2027-01-16")).toBe(false);
    expect(isMinorOn("2020-06-30", "2027-01-16")).toBe(true);
  });

  it("brings someone born on 29 February of age on 1 March in a year without one", () => {
    expect(isMinorOn("2008-02-29", "2026-02-28")).toBe(true);
    expect(isMinorOn("2008-02-29", "2026-03-01")).toBe(false);
    expect(isMinorOn("2012-02-29", "2030-02-28")).toBe(true);
    expect(isMinorOn("2012-02-29", "2030-03-01")).toBe(false);
  });
});

describe("keeping personal data", () => {
  it("erases a traveller's details 30 days after the trip ends, across month and year ends", () => {
    expect(personalDataErasedOn("2027-01-23")).toBe("2027-02-22");
    expect(personalDataErasedOn("2026-12-20")).toBe("2027-01-19");
  });
});

describe("the traveller questions as the booking page shows them", () => {
  const shipped = travellerQuestionsSchema.parse(
    JSON.parse(readFileSync(path.resolve(__dirname, "../../data/traveller-questions.json"), "utf8")).en,
  ) as TravellerQuestions;
  const filled = fillTravellerText(shipped, { agencyEmail: "hello@safarnama.example", proofMaxBytes: 5 * 1024 * 1024 });
  const texts = JSON.stringify(filled);

  it("fills every placeholder with the figure the code keeps to", () => {
    expect(texts).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(filled.notice.items.find((item) => item.id === "health-answers")?.kept).toBe(
      "Stored encrypted, and erased 30 days after your trip ends.",
    );
    expect(filled.notice.safeguards).toContain("kept for 365 days");
    expect(filled.guardianConsent).toContain("under 18");
    expect(filled.notice.contact).toContain("write to hello@safarnama.example");
    expect(filled.levels.challenging.proof?.instructions).toContain("a PDF of up to 5 MB");
  });

  it("says an upload limit that is not a whole number of megabytes to a tenth", () => {
    const small = fillTravellerText(shipped, { agencyEmail: "a@b.example", proofMaxBytes: 1.5 * 1024 * 1024 });
    expect(small.levels.challenging.proof?.instructions).toContain("up to 1.5 MB");
  });

  it("fills the Hindi file's placeholders in Hindi: the days as '30 दिन', the age as a bare number", () => {
    const file = contentFileOf(
      JSON.parse(readFileSync(path.resolve(__dirname, "../../data/traveller-questions.json"), "utf8")),
    );
    if ("problem" in file) throw new Error(file.problem);
    const hindi = fillTravellerText(
      entryIn(travellerQuestionsSchema, file, "hi") as TravellerQuestions,
      { agencyEmail: "hello@safarnama.example", proofMaxBytes: 5 * 1024 * 1024 },
      "hi",
    );
    const text = JSON.stringify(hindi);
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(text).not.toMatch(/\bdays?\b/);
    expect(hindi.notice.items.find((item) => item.id === "name")?.kept).toMatch(
      /^आपकी यात्रा खत्म होने के 30 दिन बाद मिटा दिया जाता है।/,
    );
    expect(hindi.notice.safeguards).toContain("365 दिन तक");
    expect(hindi.notice.items.find((item) => item.id === "guardian")?.what).toMatch(/^18 साल से कम/);
  });

  it("leaves the file as it was, and any brace that is not a placeholder as written", () => {
    const withBraces = { ...shipped, aadhaarNote: "Write {lastFour} here, {keptDays} on." };
    expect(fillTravellerText(withBraces, { agencyEmail: "a@b.example", proofMaxBytes: 1 }).aadhaarNote).toBe(
      "Write {lastFour} here, 30 days on.",
    );
    expect(JSON.stringify(shipped)).toContain("{keptDays}");
  });
});
