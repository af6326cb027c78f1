import {
  checkCountryCode,
  checkEmail,
  checkName,
  checkOptionalName,
  checkPhone,
  checkText,
  COVER_LETTER_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  checkResume,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  NAME_MAX_LENGTH,
  RESUME_MAX_BYTES,
  validateContactMessage,
  validateJobApplication,
  type RuleWords,
} from "../../requests/form-rules";
import { validateBooking, defaultStateFor, EMPTY_BOOKING, OUTSIDE_INDIA } from "../../requests/booking-rules";
import { MESSAGES } from "../../content/messages";
import { checkResumeContents, resumeFormatOf } from "../../requests/file-contents";

const EN: RuleWords = { lang: "en", messages: MESSAGES.en.formRules };
const HI: RuleWords = { lang: "hi", messages: MESSAGES.hi.formRules };

const MB = 1024 * 1024;

describe("checkName", () => {
  it.each(["Asha Verma", "A", "अनन्या शर्मा", "王小明", "Zoë O'Brien-Núñez", "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", "  Asha  "])(
    "accepts %p",
    (name) => {
      expect(checkName(EN, name, "your full name")).toBeUndefined();
    },
  );

  it.each(["", " ", "   \t \n"])("asks for the name when it is empty or only whitespace (%p)", (name) => {
    expect(checkName(EN, name, "your full name")).toBe("Enter your full name.");
  });

  it(`accepts a name of exactly ${NAME_MAX_LENGTH} characters and rejects one more`, () => {
    expect(checkName(EN, "a".repeat(NAME_MAX_LENGTH), "your full name")).toBeUndefined();
    expect(checkName(EN, "a".repeat(NAME_MAX_LENGTH + 1), "your full name")).toBe(
      `Shorten your full name to ${NAME_MAX_LENGTH} characters or fewer (it has ${NAME_MAX_LENGTH + 1}).`,
    );
  });

  it("counts non-Latin characters as one each, not by UTF-16 units", () => {
    const devanagari = "क".repeat(NAME_MAX_LENGTH);
    const astral = "𝒜".repeat(NAME_MAX_LENGTH); // two UTF-16 units each
    expect(checkName(EN, devanagari, "your full name")).toBeUndefined();
    expect(checkName(EN, astral, "your full name")).toBeUndefined();
    expect(checkName(EN, `${astral}𝒜`, "your full name")).toMatch(`(it has ${NAME_MAX_LENGTH + 1})`);
  });

  it("does not count surrounding spaces towards the length", () => {
    expect(checkName(EN, `  ${"a".repeat(NAME_MAX_LENGTH)}  `, "your full name")).toBeUndefined();
  });

  it("names the field it checks", () => {
    expect(checkName(EN, "", "your first name")).toBe("Enter your first name.");
  });
});

describe("checkOptionalName", () => {
  it("accepts nothing, but still limits the length of what is given", () => {
    expect(checkOptionalName(EN, "", "your last name")).toBeUndefined();
    expect(checkOptionalName(EN, "   ", "your last name")).toBeUndefined();
    expect(checkOptionalName(EN, "Verma", "your last name")).toBeUndefined();
    expect(checkOptionalName(EN, "v".repeat(NAME_MAX_LENGTH + 1), "your last name")).toMatch(/^Shorten your last name/);
  });
});

describe("checkEmail", () => {
  it.each([
    "asha@example.com",
    "asha.verma+trips@mail.example.co.in",
    "a@b.in",
    "  asha@example.com  ",
    "अनन्या@उदाहरण.भारत",
  ])("accepts %p", (email) => {
    expect(checkEmail(EN, email)).toBeUndefined();
  });

  it.each(["", "  "])("asks for the address when it is empty (%p)", (email) => {
    expect(checkEmail(EN, email)).toBe("Enter your email address.");
  });

  it.each([
    "asha",
    "asha@",
    "@example.com",
    "asha@example",
    "asha@example.",
    "asha@.com",
    "asha@example..com",
    "asha@@example.com",
    "asha verma@example.com",
    "asha@exa mple.com",
    "asha@example.c",
    "asha@example,com",
    `${"a".repeat(250)}@example.com`,
  ])("rejects %p with an example of a valid address", (email) => {
    expect(checkEmail(EN, email)).toBe("Enter a valid email address, like name@example.com.");
  });
});

describe("checkCountryCode", () => {
  it("offers +91 first and by default, then +1, +44, +61 and +971", () => {
    expect(COUNTRY_CODES.map(({ code }) => code)).toEqual(["+91", "+1", "+44", "+61", "+971"]);
    expect(DEFAULT_COUNTRY_CODE).toBe("+91");
  });

  it.each(COUNTRY_CODES.map(({ code }) => code))("accepts %s", (code) => {
    expect(checkCountryCode(EN, code)).toBeUndefined();
  });

  it.each(["", "+92", "91", "+9"])("rejects %p", (code) => {
    expect(checkCountryCode(EN, code)).toBe("Choose your country code from the list.");
  });
});

describe("checkPhone", () => {
  it.each([
    ["7 digits", "9876543"],
    ["10 digits", "9876543210"],
    ["15 digits", "987654321012345"],
    ["a leading zero", "09876543210"],
  ])("accepts %s", (_, phone) => {
    expect(checkPhone(EN, phone)).toBeUndefined();
  });

  it("rejects 6 digits, saying how many it has", () => {
    expect(checkPhone(EN, "987654")).toBe("Enter at least 7 digits (this number has 6).");
  });

  it("rejects 16 digits, saying how many it has", () => {
    expect(checkPhone(EN, "9876543210123456")).toBe(
      "Enter no more than 15 digits (this number has 16). Leave out the country code.",
    );
  });

  it.each(["", " ", "   \t"])("asks for the number when it is empty or only whitespace (%p)", (phone) => {
    expect(checkPhone(EN, phone)).toBe("Enter your phone number.");
  });

  it.each([
    ["letters", "98765abcde"],
    ["spaces", "98765 43210"],
    ["a leading '+'", "+919876543210"],
    ["dashes", "98765-43210"],
    ["brackets", "(987)6543210"],
    ["a trailing space", "9876543210 "],
    ["Devanagari digits", "९८७६५४३२१०"],
  ])("rejects %s", (_, phone) => {
    expect(checkPhone(EN, phone)).toBe(
      "Use digits only, with no spaces, dashes or '+'. Choose the country code in the box before the number.",
    );
  });
});

describe("checkResume", () => {
  const file = (name: string, size = 200 * 1024) => ({ name, size });

  it.each(["cv.pdf", "CV.PDF", "cv.doc", "CV.DOC", "cv.docx", "CV.DOCX", "Resume.Pdf", "asha.verma.cv.docx"])(
    "accepts %p",
    (name) => {
      expect(checkResume(EN, file(name))).toBeUndefined();
    },
  );

  it("asks for a file when none is chosen", () => {
    expect(checkResume(EN, undefined)).toBe("Attach your resume as a PDF, DOC or DOCX file.");
  });

  it.each(["cv.pdf.exe", "cv.txt", "CV.TXT", "cv.png", "cv", "pdf", "cv.pdf.", ".pdf.zip", "cv.docx.js"])(
    "rejects %p, naming the file and the formats allowed",
    (name) => {
      expect(checkResume(EN, file(name))).toBe(
        `“${name}” is not a PDF, DOC or DOCX file. Attach your resume in one of those formats.`,
      );
    },
  );

  it("rejects an empty file", () => {
    expect(checkResume(EN, file("cv.pdf", 0))).toBe(
      "“cv.pdf” is empty. Choose the file again, or save your resume again and attach it.",
    );
  });

  it("accepts a file of exactly 5 MB and rejects one byte more", () => {
    expect(RESUME_MAX_BYTES).toBe(5 * MB);
    expect(checkResume(EN, file("cv.pdf", 5 * MB))).toBeUndefined();
    expect(checkResume(EN, file("cv.pdf", 5 * MB + 1))).toBe("“cv.pdf” is 5.1 MB. Attach a file of 5 MB or less.");
  });

  it("rejects a 6 MB file, giving its size", () => {
    expect(checkResume(EN, file("cv.docx", 6 * MB))).toBe("“cv.docx” is 6 MB. Attach a file of 5 MB or less.");
    expect(checkResume(EN, file("cv.docx", Math.round(6.4 * MB)))).toBe(
      "“cv.docx” is 6.4 MB. Attach a file of 5 MB or less.",
    );
  });

  it("accepts a 1-byte file", () => {
    expect(checkResume(EN, file("cv.pdf", 1))).toBeUndefined();
  });
});

describe("checkText", () => {
  it("asks for text when it is empty or only whitespace, and accepts anything else", () => {
    expect(checkText(EN, "", "your message", 2000)).toBe("Enter your message.");
    expect(checkText(EN, " \n ", "your message", 2000)).toBe("Enter your message.");
    expect(checkText(EN, "Hi", "your message", 2000)).toBeUndefined();
  });

  it("lets optional text be empty", () => {
    expect(checkText(EN, " ", "your cover letter", 5000, true)).toBeUndefined();
  });

  it(`accepts exactly the limit, counted in characters, and refuses one more`, () => {
    expect(checkText(EN, "क".repeat(MESSAGE_MAX_LENGTH), "your message", MESSAGE_MAX_LENGTH)).toBeUndefined();
    expect(checkText(EN, "𝒜".repeat(MESSAGE_MAX_LENGTH + 1), "your message", MESSAGE_MAX_LENGTH)).toBe(
      `Shorten your message to ${MESSAGE_MAX_LENGTH} characters or fewer (it has ${MESSAGE_MAX_LENGTH + 1}).`,
    );
  });
});

describe("resumeFormatOf and checkResumeContents", () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
    );

  it("knows a PDF, a DOC and a DOCX by their first bytes", () => {
    expect(resumeFormatOf(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(resumeFormatOf(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe("doc");
    expect(resumeFormatOf(bytes("PK", 3, 4, "....[Content_Types].xml....word/document.xml"))).toBe("docx");
  });

  it("refuses an executable, a plain ZIP, text and an empty file whatever they are called", () => {
    expect(resumeFormatOf(bytes("MZ", 0x90, 0))).toBeUndefined();
    expect(resumeFormatOf(bytes("PK", 3, 4, "photos/beach.jpg"))).toBeUndefined();
    expect(resumeFormatOf(bytes("%PD"))).toBeUndefined();
    expect(resumeFormatOf(bytes())).toBeUndefined();
    expect(checkResumeContents(EN, "cv.pdf", bytes("MZ", 0x90, 0))).toBe(
      "“cv.pdf” is not a real PDF, DOC or DOCX file. Save your resume again in one of those formats and attach it.",
    );
    expect(checkResumeContents(EN, "cv.pdf", bytes("%PDF-1.4"))).toBeUndefined();
  });
});

/** A booking every rule passes: one seat, from Haryana, no business. */
const VALID_BOOKING = {
  fullName: "Asha Verma",
  email: "asha@example.com",
  countryCode: "+91",
  phone: "9876543210",
  seats: "1",
  travellers: "",
  message: "",
  creditCode: "",
  state: "06",
  address: "",
  company: "",
  gstin: "",
};

describe("validateBooking", () => {
  const valid = VALID_BOOKING;

  it("takes a trip credit's code as typed (spaces, small letters, no TC) and refuses one that cannot be a code", () => {
    for (const creditCode of ["TC-7K3Q-9XMD", "tc 7k3q 9xmd", "7K3Q9XMD", ""]) {
      expect(validateBooking(EN, { ...valid, creditCode })).toEqual({});
    }
    for (const creditCode of ["TC-7K3Q-9XM", "TC-0K3Q-9XMD", "SAVE10"]) {
      expect(validateBooking(EN, { ...valid, creditCode })).toEqual({
        creditCode: "A trip credit code reads like TC-7K3Q-9XMD: TC and 8 letters and digits.",
      });
    }
  });

  it("passes a complete request with no message (the message is optional)", () => {
    expect(validateBooking(EN, valid)).toEqual({});
  });

  it("reports every invalid field at once, and nothing for valid ones", () => {
    expect(validateBooking(EN, { ...valid, fullName: " ", phone: "12345" })).toEqual({
      fullName: "Enter your full name.",
      phone: "Enter at least 7 digits (this number has 5).",
    });
  });

  it("reports an empty form field by field", () => {
    expect(
      Object.keys(
        validateBooking(EN, {
          fullName: "",
          email: "",
          countryCode: "",
          phone: "",
          seats: "",
          travellers: "",
          message: "",
          creditCode: "",
          state: "",
          address: "",
          company: "",
          gstin: "",
        }),
      ),
    ).toEqual(["fullName", "email", "countryCode", "phone", "seats", "state"]);
  });

  it("takes 1 to 6 seats, and no more than are left when the form knows", () => {
    for (const seats of ["1", "6"]) expect(validateBooking(EN, { ...valid, seats })).toEqual({});
    for (const seats of ["0", "7", "2.5", "two", "-1"]) {
      expect(validateBooking(EN, { ...valid, seats }).seats).toBe(
        "Choose from 1 to 6 seats. For a bigger group, call or WhatsApp us.",
      );
    }
    expect(validateBooking(EN, { ...valid, seats: "3" }, { seatsLeft: 3 })).toEqual({});
    expect(validateBooking(EN, { ...valid, seats: "4" }, { seatsLeft: 3 }).seats).toBe(
      "Only 3 seats are left. Choose up to 3, or join the waitlist for more.",
    );
    expect(validateBooking(EN, { ...valid, seats: "2" }, { seatsLeft: 1 }).seats).toBe(
      "Only 1 seat is left. Choose 1 seat, or join the waitlist for more.",
    );
  });

  it("takes the others' names one per line, at most one fewer than the seats, blank lines aside", () => {
    expect(validateBooking(EN, { ...valid, seats: "3", travellers: "Ravi Verma\n\n  Mira Verma  \n" })).toEqual({});
    expect(validateBooking(EN, { ...valid, seats: "1", travellers: "Ravi" }).travellers).toBe(
      "You are booking 1 seat, for yourself: leave this empty, or choose more seats.",
    );
    expect(validateBooking(EN, { ...valid, seats: "2", travellers: "Ravi\nMira" }).travellers).toBe(
      "Give at most 1 name, one per line: the others travelling with you on 2 seats.",
    );
    expect(validateBooking(EN, { ...valid, seats: "2", travellers: "R".repeat(101) }).travellers).toBe(
      `Shorten “${"R".repeat(20)}…” to 100 characters or fewer.`,
    );
  });
});

describe("who a booking bills (validateBilling through validateBooking)", () => {
  const valid = VALID_BOOKING;
  /** Spiti's price before GST: one seat is under ₹50,000, two are over. */
  const seatValue = 38_999;

  it("asks the State, offering every State and UT of today and Outside India", () => {
    expect(validateBooking(EN, { ...valid, state: "" }).state).toBe("Choose the State you live in, or Outside India.");
    for (const state of ["27", "38", "35", OUTSIDE_INDIA]) expect(validateBooking(EN, { ...valid, state })).toEqual({});
    // Codes of places nobody lives in now (Daman and Diu before 2020, Andhra Pradesh before 2014), and no place.
    for (const state of ["25", "28", "39", "97", "Haryana"])
      expect(validateBooking(EN, { ...valid, state }).state).toBeDefined();
  });

  it("defaults the State by the phone's country code: none for India's, Outside India for another's", () => {
    expect(defaultStateFor("+91")).toBe("");
    expect(EMPTY_BOOKING.state).toBe("");
    for (const code of ["+1", "+44", "+971"]) expect(defaultStateFor(code)).toBe(OUTSIDE_INDIA);
  });

  it("asks the address of a bill of ₹50,000 or more before tax, and only then", () => {
    expect(validateBooking(EN, valid, { seatValue })).toEqual({});
    expect(validateBooking(EN, { ...valid, seats: "2" }, { seatValue }).address).toBe("Enter your address.");
    expect(validateBooking(EN, { ...valid, seats: "2", address: "12 Mall Road, Shimla" }, { seatValue })).toEqual({});
    // Exactly ₹50,000 asks for it; a rupee less does not.
    expect(validateBooking(EN, valid, { seatValue: 50_000 }).address).toBeDefined();
    expect(validateBooking(EN, valid, { seatValue: 49_999 })).toEqual({});
    // Without a known price (the desk's form), the Worker, which knows it, asks.
    expect(validateBooking(EN, { ...valid, seats: "6" })).toEqual({});
    expect(validateBooking(EN, { ...valid, address: "x".repeat(301) }).address).toBe(
      "Shorten your address to 300 characters or fewer (it has 301).",
    );
  });

  it("takes a business's GSTIN, with its name and address, and checks its shape and check character", () => {
    const business = {
      ...valid,
      company: "Acme Travels Pvt Ltd",
      address: "Sector 44, Gurugram",
      gstin: "27AAPFU0939F1ZV",
    };
    expect(validateBooking(EN, business)).toEqual({});
    // As people type it: small letters and spaces.
    expect(validateBooking(EN, { ...business, gstin: "27 aapfu 0939 f1zv" })).toEqual({});
    expect(validateBooking(EN, { ...business, company: "", address: "" })).toEqual({
      address: "Enter the business's address, as on its GST registration.",
      company: "Enter the business's name, as on its GST registration, to go with its GSTIN.",
    });
    expect(validateBooking(EN, { ...business, gstin: "27AAPFU0939F1ZW" }).gstin).toBe(
      "This GSTIN has a mistyped character: its last character does not match the others. Copy it from the GST registration certificate.",
    );
    expect(validateBooking(EN, { ...business, gstin: "99AAPFU0939F1ZV" }).gstin).toBe(
      "A GSTIN starts with a State's code, 01 to 38; this one starts with 99. Copy it from the GST registration certificate.",
    );
    expect(validateBooking(EN, { ...business, gstin: "27AAPFU0939F1" }).gstin).toBe(
      "A GSTIN has 15 letters and digits, like 06AAFCS1234M1ZC. Copy it from the GST registration certificate.",
    );
    // A business's name without a GSTIN is an unregistered business: nothing more is asked.
    expect(validateBooking(EN, { ...valid, company: "Acme Travels" })).toEqual({});
  });

  it("refuses a bad GSTIN in Hindi too", () => {
    const business = { ...valid, company: "एक्मे ट्रैवल्स", address: "सेक्टर 44, गुरुग्राम", gstin: "27AAPFU0939F1ZW" };
    expect(validateBooking(HI, business).gstin).toBe(
      "इस GST पहचान संख्या में कोई अक्षर गलत लिखा है: इसका आखिरी अक्षर बाकी अक्षरों से मेल नहीं खाता। इसे GST रजिस्ट्रेशन सर्टिफ़िकेट से देखकर लिखें।",
    );
    expect(validateBooking(HI, { ...business, gstin: "99AAPFU0939F1ZV" }).gstin).toBe(
      "GST पहचान संख्या किसी राज्य के कोड (01 से 38) से शुरू होती है; यह 99 से शुरू होती है। इसे GST रजिस्ट्रेशन सर्टिफ़िकेट से देखकर लिखें।",
    );
    expect(validateBooking(HI, { ...valid, seats: "2", state: "" }, { seatValue })).toEqual({
      state: "अपना राज्य चुनें, या “भारत से बाहर” चुनें।",
      address: "अपना पता लिखें।",
    });
  });
});

describe("validateJobApplication", () => {
  const valid = {
    fullName: "Asha Verma",
    email: "asha@example.com",
    resume: { name: "cv.pdf", size: 1000 },
    coverLetter: "",
  };

  it("passes a complete application with no cover letter (it is optional)", () => {
    expect(validateJobApplication(EN, valid)).toEqual({});
  });

  it("requires a resume", () => {
    expect(validateJobApplication(EN, { ...valid, resume: undefined })).toEqual({
      resume: "Attach your resume as a PDF, DOC or DOCX file.",
    });
  });

  it("reports the name, email and resume together", () => {
    expect(
      Object.keys(
        validateJobApplication(EN, { ...valid, fullName: "", email: "x", resume: { name: "cv.txt", size: 5 } }),
      ),
    ).toEqual(["fullName", "email", "resume"]);
  });
});

describe("validateContactMessage", () => {
  const valid = { firstName: "Asha", lastName: "", email: "asha@example.com", subject: "general", message: "Hello" };

  it("needs only a first name, an email and a message", () => {
    expect(validateContactMessage(EN, valid)).toEqual({});
  });

  it("asks for each required field", () => {
    expect(validateContactMessage(EN, { ...valid, firstName: "", email: "", message: "  " })).toEqual({
      firstName: "Enter your first name.",
      email: "Enter your email address.",
      message: "Enter your message.",
    });
  });

  it("limits the optional last name's length", () => {
    expect(validateContactMessage(EN, { ...valid, lastName: "x".repeat(NAME_MAX_LENGTH + 1) })).toHaveProperty(
      "lastName",
    );
  });
});

describe("the rules in the visitor's language", () => {
  const booking = { ...VALID_BOOKING, fullName: "आशा वर्मा" };

  it("say in Hindi what to fix, with the same figures", () => {
    expect(validateBooking(HI, { ...booking, fullName: " ", email: "asha@", phone: "98765" })).toEqual({
      fullName: "अपना पूरा नाम लिखें।",
      email: "name@example.com जैसा सही ईमेल पता लिखें।",
      phone: "कम से कम 7 अंक लिखें (इस नंबर में 5 अंक हैं)।",
    });
    expect(checkPhone(HI, "98765-43210")).toBe(
      "सिर्फ़ अंक लिखें, बिना स्पेस, डैश या '+' के। देश का कोड नंबर से पहले वाले बॉक्स में चुनें।",
    );
    expect(checkResume(HI, { name: "cv.txt", size: 10 })).toBe(
      "“cv.txt” PDF, DOC या DOCX फ़ाइल नहीं है। अपना रिज़्यूमे इन्हीं में से किसी फ़ॉर्मैट में जोड़ें।",
    );
    expect(checkResume(HI, { name: "cv.pdf", size: 5 * MB + 1 })).toBe(
      "“cv.pdf” 5.1 MB की है। 5 MB या उससे छोटी फ़ाइल जोड़ें।",
    );
    expect(
      validateContactMessage(HI, { firstName: "", lastName: "", email: "a@b.in", subject: "x", message: "" }),
    ).toEqual({
      firstName: "अपना पहला नाम लिखें।",
      subject: "सूची में से एक विषय चुनें।",
      message: "अपना संदेश लिखें।",
    });
  });

  it("choose each count's form by the language's plural rules", () => {
    expect(validateBooking(HI, { ...booking, seats: "2" }, { seatsLeft: 1 }).seats).toBe(
      "सिर्फ़ 1 सीट बची है। 1 सीट चुनें, या ज़्यादा सीटों के लिए वेटलिस्ट में नाम लिखवाएँ।",
    );
    expect(validateBooking(HI, { ...booking, seats: "4" }, { seatsLeft: 3 }).seats).toBe(
      "सिर्फ़ 3 सीटें बची हैं। अधिकतम 3 सीटें चुनें, या ज़्यादा के लिए वेटलिस्ट में नाम लिखवाएँ।",
    );
    expect(validateBooking(HI, { ...booking, seats: "3", travellers: "रवि\nमीरा\nअनु" }).travellers).toBe(
      "ज़्यादा से ज़्यादा 2 नाम लिखें, हर पंक्ति में एक: 3 सीटों पर आपके साथ जाने वाले बाकी लोगों के।",
    );
  });

  it.each([
    ["en", EN],
    ["hi", HI],
  ])("leave no placeholder unfilled (%s)", (_, words) => {
    const long = "x".repeat(COVER_LETTER_MAX_LENGTH + 1);
    const said = [
      ...Object.values(
        validateBooking(words, { ...booking, fullName: long, phone: "1".repeat(16), seats: "9", message: long }),
      ),
      ...Object.values(validateBooking(words, { ...booking, seats: "3", travellers: long }, { seatsLeft: 2 })),
      ...Object.values(validateBooking(words, { ...booking, seats: "2", travellers: "a\nb\nc" })),
      ...Object.values(
        validateJobApplication(words, { fullName: "", email: "", resume: undefined, coverLetter: long }),
      ),
      checkResume(words, { name: "cv.pdf", size: 0 }),
      checkResume(words, { name: "cv.pdf", size: 6 * MB }),
      checkResumeContents(words, "cv.pdf", new Uint8Array([1, 2, 3])),
      ...Object.values(
        validateContactMessage(words, { firstName: long, lastName: long, email: "", subject: "", message: long }),
      ),
    ];
    expect(said.length).toBeGreaterThan(12);
    expect(said.filter((message) => !message || /\{\w+\}/.test(message))).toEqual([]);
  });
});
