import { readFileSync } from "node:fs";
import path from "node:path";
import { ID_NUMBER_RULES, ID_TYPES, type TravellerLevel } from "../../content/traveller-data";
import {
  checkProofContents,
  checkProofFile,
  checkTravellerForm,
  idNumberMessage,
  normalisedPhone,
  proofFormatOf,
} from "../../requests/traveller-details";

// The questions as shipped, in English (the file holds each language's copy: content/localise.ts).
const shipped = JSON.parse(readFileSync(path.join(__dirname, "../../data/traveller-questions.json"), "utf8")).en;
const moderate: TravellerLevel = shipped.levels.moderate;
const easy: TravellerLevel = shipped.levels.easy;

const noToAll = (level: TravellerLevel) =>
  Object.fromEntries(level.questions.map((question) => [`health-${question.id}`, "no"]));

const filled = (overrides: Record<string, string> = {}) => ({
  fullName: "Asha Rao",
  dateOfBirth: "1990-04-12",
  gender: "female",
  phone: "098123 45678",
  emergencyName: "Kiran Rao",
  emergencyRelation: "Brother",
  emergencyPhone: "+44 7700 900123",
  dietary: "",
  idType: "voter-id",
  idNumber: "abc 1234567",
  declaration: "yes",
  notice: "yes",
  ...noToAll(moderate),
  ...overrides,
});

describe("checkTravellerForm", () => {
  it("takes a complete form and gives what is stored: phones in E.164, the ID number compact", () => {
    const check = checkTravellerForm(filled(), moderate, "2027-01-16", "2026-11-26");
    expect(check).toEqual({
      ok: true,
      details: expect.objectContaining({
        phone: "+919812345678",
        emergencyPhone: "+447700900123",
        idNumber: "ABC1234567",
        guardian: null,
      }),
    });
    if (check.ok) expect(Object.keys(check.details.health)).toEqual(moderate.questions.map((question) => question.id));
  });

  it("asks the easy grade no health questions", () => {
    const check = checkTravellerForm(filled(), easy, "2027-01-16", "2026-11-26");
    expect(check.ok && check.details.health).toEqual({});
  });

  it("asks for every health answer, and details of a yes", () => {
    const [first, second] = moderate.questions;
    const check = checkTravellerForm(
      filled({ [`health-${first.id}`]: "", [`health-${second.id}`]: "yes" }),
      moderate,
      "2027-01-16",
      "2026-11-26",
    );
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors[`health-${first.id}`]).toBe("Answer yes or no.");
      expect(check.errors[`health-${second.id}-details`]).toMatch(/^Enter /);
    }
  });

  it("refuses a full Aadhaar number, and takes its last four digits", () => {
    const full = checkTravellerForm(
      filled({ idType: "aadhaar", idNumber: "2345 6789 0123" }),
      easy,
      "2027-01-16",
      "2026-11-26",
    );
    expect(!full.ok && full.errors.idNumber).toMatch(/^Enter only the last four digits/);
    const four = checkTravellerForm(filled({ idType: "aadhaar", idNumber: "0123" }), easy, "2027-01-16", "2026-11-26");
    expect(four.ok && four.details.idNumber).toBe("0123");
  });

  it("keeps a saved ID number when the field is left empty, only when asked to", () => {
    const blank = filled({ idNumber: "" });
    expect(checkTravellerForm(blank, easy, "2027-01-16", "2026-11-26").ok).toBe(false);
    const kept = checkTravellerForm(blank, easy, "2027-01-16", "2026-11-26", { keepsSavedId: true });
    expect(kept.ok && kept.details.idNumber).toBe("");
  });

  it("needs a guardian for someone under 18 on the first day of the trip, not the day before they turn 18", () => {
    const minor = filled({ dateOfBirth: "2009-01-17" });
    const refused = checkTravellerForm(minor, easy, "2027-01-16", "2026-11-26");
    expect(!refused.ok && Object.keys(refused.errors).sort()).toEqual([
      "guardianConsent",
      "guardianName",
      "guardianPhone",
    ]);
    expect(checkTravellerForm(filled({ dateOfBirth: "2009-01-16" }), easy, "2027-01-16", "2026-11-26").ok).toBe(true);
    const consented = checkTravellerForm(
      { ...minor, guardianName: "Meena Rao", guardianPhone: "9811122233", guardianConsent: "yes" },
      easy,
      "2027-01-16",
      "2026-11-26",
    );
    expect(consented.ok && consented.details.guardian).toEqual({ name: "Meena Rao", phone: "+919811122233" });
  });

  it("refuses dates of birth in the future, not real, or more than 100 years ago", () => {
    const problem = (dateOfBirth: string) => {
      const check = checkTravellerForm(filled({ dateOfBirth }), easy, "2027-01-16", "2026-11-26");
      return check.ok ? undefined : check.errors.dateOfBirth;
    };
    expect(problem("2026-11-27")).toBe("The date of birth cannot be in the future. Check the year.");
    expect(problem("2001-02-29")).toBe("Enter the date of birth as a real date: day, month and year.");
    expect(problem("12/04/1990")).toBe("Enter the date of birth as a real date: day, month and year.");
    expect(problem("1926-11-25")).toMatch(/more than 100 years ago/);
    expect(problem("1926-11-26")).toBeUndefined();
  });
});

describe("normalisedPhone", () => {
  it.each([
    ["9812345678", "+919812345678"],
    ["098123-45678", "+919812345678"],
    ["+91 98123 45678", "+919812345678"],
    ["(+44) 7700 900123", "+447700900123"],
  ])("reads %s as %s", (typed, phone) => expect(normalisedPhone(typed, "phone")).toEqual({ phone }));

  it.each(["12345", "5812345678", "+0123456789", "98123456789"])("refuses %s", (typed) =>
    expect(normalisedPhone(typed, "emergencyPhone")).toEqual({
      error: expect.stringMatching(/^Enter the emergency contact's phone number as a 10-digit Indian mobile/),
    }),
  );
});

describe("the messages of an ID number", () => {
  it("asks for a number of the type's form in the same words whether it is empty or wrong", () => {
    expect(idNumberMessage("voter-id", "  ")).toBe(
      "Enter the voter ID (EPIC) number: 3 letters and 7 digits, e.g. ABC1234567.",
    );
    expect(idNumberMessage("voter-id", "AB123")).toBe(idNumberMessage("voter-id", ""));
    for (const type of ID_TYPES) {
      expect(idNumberMessage(type, "x")).toContain(ID_NUMBER_RULES[type].example);
      expect(idNumberMessage(type, ID_NUMBER_RULES[type].example)).toBeUndefined();
    }
  });

  it("refuses a full Aadhaar number saying why only the last four digits are taken", () => {
    const refusal = idNumberMessage("aadhaar", "1234 5678 9012");
    expect(refusal).toMatch(/^Enter only the last four digits of the Aadhaar number, not all twelve\./);
    expect(refusal).toMatch(/Aadhaar Data Vault/);
    // Twelve digits are only an Aadhaar's: elsewhere they are simply the wrong form.
    expect(idNumberMessage("passport", "123456789012")).toBe(
      "Enter the passport number: one letter and 7 digits, e.g. K1234567.",
    );
  });
});

describe("a Hindi booking's form", () => {
  // The Hindi questions (their ids and grades are the English file's).
  const hindi: TravellerLevel = JSON.parse(
    readFileSync(path.join(__dirname, "../../data/traveller-questions.json"), "utf8"),
  ).hi.levels.moderate;
  const inHindi = { lang: "hi" as const };

  it("says every problem in Hindi", () => {
    const check = checkTravellerForm(
      filled({
        fullName: "",
        emergencyPhone: "12345",
        idType: "aadhaar",
        idNumber: "2345 6789 0123",
        notice: "",
        [`health-${moderate.questions[0].id}`]: "",
      }),
      {
        ...moderate,
        questions: moderate.questions.map((question, index) => ({ ...question, ...hindi.questions[index] })),
      },
      "2027-01-16",
      "2026-11-26",
      inHindi,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fullName).toBe("ID पर लिखा पूरा नाम लिखें।");
    expect(check.errors.emergencyPhone).toMatch(/^आपातकालीन संपर्क का फ़ोन नंबर 10 अंकों के भारतीय मोबाइल नंबर/);
    expect(check.errors.idNumber).toMatch(/^आधार नंबर के केवल आखिरी चार अंक लिखें, पूरे बारह नहीं।/);
    expect(check.errors.notice).toMatch(/टिक करें।$/);
    expect(check.errors[`health-${moderate.questions[0].id}`]).toBe("हाँ या नहीं में जवाब दें।");
    for (const message of Object.values(check.errors)) expect(message).toMatch(/[\u0900-\u097F]/);
  });

  it("asks for a guardian of a minor, and a shorter name, in Hindi", () => {
    const check = checkTravellerForm(
      filled({ fullName: "क".repeat(101), dateOfBirth: "2009-01-17" }),
      easy,
      "2027-01-16",
      "2026-11-26",
      inHindi,
    );
    expect(!check.ok && check.errors.fullName).toBe("ID पर लिखा पूरा नाम 100 अक्षरों या उससे कम में लिखें (अभी 101 अक्षर हैं)।");
    expect(!check.ok && check.errors.guardianConsent).toBe(
      "18 साल से कम उम्र के यात्री के लिए माता-पिता या अभिभावक को अपनी सहमति पर टिक करना होगा।",
    );
  });

  it("refuses a proof's file in Hindi", () => {
    expect(checkProofFile({ name: "walk.heic", size: 10 }, "hi")).toBe(
      "“walk.heic” फ़ोटो या स्क्रीनशॉट (JPEG, PNG या WebP) या PDF नहीं है। इनमें से कोई एक चुनें।",
    );
    expect(checkProofContents("walk.png", new TextEncoder().encode("MZ"), "hi")).toMatch(
      /^“walk.png” असली इमेज या PDF नहीं है।/,
    );
  });
});

describe("the fitness proof's file", () => {
  it("knows a PDF, JPEG, PNG and WebP by their bytes, and nothing else", () => {
    expect(proofFormatOf(new TextEncoder().encode("%PDF-1.7"))).toBe("pdf");
    expect(proofFormatOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(proofFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(proofFormatOf(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(proofFormatOf(new TextEncoder().encode("MZ\x90\0"))).toBeUndefined();
    expect(checkProofContents("walk.png", new TextEncoder().encode("MZ"))).toBe(
      "“walk.png” is not a real image or PDF. Save it again as a photo or screenshot (JPEG, PNG or WebP) or a PDF.",
    );
  });

  it("checks its name and size first", () => {
    expect(checkProofFile(undefined)).toMatch(/^Choose the fitness proof/);
    expect(checkProofFile({ name: "walk.heic", size: 10 })).toMatch(/is not a photo or screenshot/);
    expect(checkProofFile({ name: "walk.JPG", size: 0 })).toBe("“walk.JPG” is empty. Choose the file again.");
    expect(checkProofFile({ name: "walk.pdf", size: 6 * 1024 * 1024 })).toMatch(/^“walk.pdf” is 6 MB/);
    expect(checkProofFile({ name: "walk.pdf", size: 5 * 1024 * 1024 })).toBeUndefined();
  });
});
