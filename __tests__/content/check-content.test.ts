// Every way an editor can break data/ must stop the build with a message that
// names the file and the field, and says what is allowed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentFromDisk } from "../../gatsby/content-from-disk";
import { checkContent, type ContentReport, type ContentSource } from "../../content/check-content";
import { COLLECTIONS, SINGLETONS } from "../../content/file-schemas";

const DATA_DIR = path.resolve(__dirname, "../../data");
const TODAY = "2026-11-21";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests reach into any field
/**
 * Every content file by its path in data/, parsed: the English entry under
 * "en", its Hindi translation under "hi". A test changes one and checks what
 * the build says.
 */
type Files = Record<string, Json>;

/** The real content, read afresh so each test can break one thing. */
function realFiles(): Files {
  const files: Files = {};
  for (const file of Object.keys(SINGLETONS)) files[file] = JSON.parse(readFileSync(path.join(DATA_DIR, file), "utf8"));
  for (const folder of Object.keys(COLLECTIONS)) {
    for (const name of readdirSync(path.join(DATA_DIR, folder))) {
      files[`${folder}/${name}`] = JSON.parse(readFileSync(path.join(DATA_DIR, folder, name), "utf8"));
    }
  }
  return files;
}

/** The files as the build would read them; `raw` holds files given as text (or deleted, as undefined). */
function sourceOf(files: Files, raw: Record<string, string | undefined> = {}): ContentSource {
  const disk = contentFromDisk(DATA_DIR);
  const all = [...new Set([...Object.keys(files), ...Object.keys(raw)])].filter(
    (file) => !(file in raw) || raw[file] !== undefined,
  );
  return {
    read: (file) => (file in raw ? raw[file] : file in files ? JSON.stringify(files[file]) : undefined),
    list: (folder) =>
      all
        .filter((file) => (folder === "" ? !file.includes("/") : file.startsWith(`${folder}/`)))
        .map((file) => file.slice(folder === "" ? 0 : folder.length + 1)),
    imageExists: disk.imageExists,
  };
}

function reportAfter(change: (files: Files) => void): ContentReport {
  const files = realFiles();
  change(files);
  return checkContent(sourceOf(files), { today: TODAY, strictDates: false });
}

const errorsAfter = (change: (files: Files) => void): string[] => reportAfter(change).errors;

function errorsWithRaw(raw: Record<string, string | undefined>): string[] {
  return checkContent(sourceOf(realFiles(), raw), { today: TODAY, strictDates: false }).errors;
}

const SPITI = "trips/spiti-winter-expedition.json";
const spiti = (files: Files) => files[SPITI].en;
const JOB = "jobs/travel-consultant.json";

describe("checkContent on the real data/", () => {
  it("finds no problems, so the shipped content always builds", () => {
    expect(checkContent(contentFromDisk(DATA_DIR), { today: TODAY, strictDates: true })).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe("checkContent on malformed trips", () => {
  it.each<[string, (files: Files) => void, string]>([
    [
      "a missing required field",
      (files) => delete spiti(files).title,
      `data/${SPITI} › title: is missing; it must be text in quotes`,
    ],
    [
      "an empty summary",
      (files) => (spiti(files).summary = "  "),
      `data/${SPITI} › summary: must not be empty (found "  ")`,
    ],
    [
      "a price written as text",
      (files) => (spiti(files).price = "18999"),
      `data/${SPITI} › price: must be a whole number without quotes, e.g. 12 (found "18999")`,
    ],
    [
      "a price of zero",
      (files) => (spiti(files).price = 0),
      `data/${SPITI} › price: must be more than 0 (rupees per person, before GST) (found 0)`,
    ],
    [
      "a departure's price of zero",
      (files) => (spiti(files).departures[1].price = 0),
      `data/${SPITI} › departures[2].price: must be more than 0 (rupees per person, before GST) (found 0)`,
    ],
    [
      "a departure's price with paise",
      (files) => (spiti(files).departures[0].price = 21999.5),
      `data/${SPITI} › departures[1].price: must be a whole number without quotes, e.g. 12 (found 21999.5)`,
    ],
    [
      "a departure's price written as text",
      (files) => (spiti(files).departures[0].price = "21,999"),
      `data/${SPITI} › departures[1].price: must be a whole number without quotes, e.g. 12 (found "21,999")`,
    ],
    [
      "a trip file that still types its rating and reviews",
      (files) => Object.assign(spiti(files), { rating: 4.9, reviews: 167 }),
      `data/${SPITI}: "rating" is no longer typed: a trip's rating comes from the reviews its travellers write, shown live on its page (docs/editing-content.md, "Reviews"); remove the field; "reviews" is no longer typed: a trip's reviews are counted from the reviews its travellers write, shown live on its page (docs/editing-content.md, "Reviews"); remove the field`,
    ],
    [
      "a category that is not offered",
      (files) => (spiti(files).category = "Beach"),
      `data/${SPITI} › category: must be one of Adventure, Cultural, Desert, Pilgrimage, Mountain (found "Beach")`,
    ],
    [
      "a departure without seats",
      (files) => (spiti(files).departures[1].seats = 0),
      `data/${SPITI} › departures[2].seats: must be 1 or more (all the departure's seats) (found 0)`,
    ],
    [
      "seats left typed by hand, as before seats were live",
      (files) => {
        const departure = spiti(files).departures[1];
        delete departure.seats;
        departure.seatsLeft = 3;
      },
      `data/${SPITI} › departures[2]: "seatsLeft" is replaced by "seats": write how many seats the departure has in all; seats booked are counted by the booking system`,
    ],
    [
      "an impossible date",
      (files) => (spiti(files).departures[0].startDate = "2027-02-30"),
      `data/${SPITI} › departures[1].startDate: must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16 (found "2027-02-30")`,
    ],
    [
      "a departure that ends before it starts",
      (files) => (spiti(files).departures[0].endDate = "2027-01-10"),
      `data/${SPITI} › departures[1].endDate: must be on or after startDate`,
    ],
    [
      "a departure whose length does not match the itinerary",
      (files) => (spiti(files).departures[0].endDate = "2027-01-22"),
      `data/${SPITI} › departures[1].endDate: makes the departure 7 days long, but the itinerary has 8 days; they must match`,
    ],
    [
      "a trip without departures",
      (files) => (spiti(files).departures = []),
      `data/${SPITI} › departures: must list at least one departure`,
    ],
    [
      "a traveller count of zero",
      (files) => (spiti(files).departures[0].travellers = 0),
      `data/${SPITI} › departures[1].travellers: must be 1 or more (found 0)`,
    ],
    [
      "a traveller count written as text",
      (files) => (spiti(files).departures[0].travellers = "14"),
      `data/${SPITI} › departures[1].travellers: must be a whole number without quotes, e.g. 12 (found "14")`,
    ],
    [
      "a misspelled field inside a departure",
      (files) => (spiti(files).departures[0].seat = 4),
      `data/${SPITI} › departures[1]: unknown field "seat"; check its spelling against docs/editing-content.md, or remove it`,
    ],
    [
      "itinerary days out of order",
      (files) => (spiti(files).itinerary[2].day = 4),
      `data/${SPITI} › itinerary[3].day: must be 3: days are numbered 1, 2, 3… in order`,
    ],
    [
      "a difficulty level that does not exist",
      (files) => (spiti(files).difficulty.level = "extreme"),
      `data/${SPITI} › difficulty.level: must be one of easy, moderate, challenging (found "extreme")`,
    ],
    [
      "a group size whose maximum is below its minimum",
      (files) => (spiti(files).groupSize = { min: 12, max: 6 }),
      `data/${SPITI} › groupSize.max: must be at least groupSize.min`,
    ],
    [
      "an empty list of highlights",
      (files) => (spiti(files).highlights = []),
      `data/${SPITI} › highlights: must list at least one of highlights`,
    ],
    [
      "departures under their old name, batches, saying the new one",
      (files) => {
        const trip = spiti(files);
        trip.batches = trip.departures;
        delete trip.departures;
      },
      `data/${SPITI}: "batches" is now called "departures"; rename the field`,
    ],
    [
      "a traveller count under its old spelling, travelers, saying the new one",
      (files) => {
        const [departure] = spiti(files).departures;
        departure.travelers = departure.travellers ?? 14;
        delete departure.travellers;
      },
      `data/${SPITI} › departures[1]: "travelers" is now called "travellers"; rename the field`,
    ],
    [
      "an old field name beside a misspelled one, naming both",
      (files) => {
        const trip = spiti(files);
        trip.batches = trip.departures;
        trip.sumary = "Typo";
      },
      `data/${SPITI}: "batches" is now called "departures"; rename the field; unknown field "sumary"; check its spelling against docs/editing-content.md, or remove it`,
    ],
    [
      "a misspelled field name",
      (files) => (spiti(files).sumary = "Typo"),
      `data/${SPITI}: unknown field "sumary"; check its spelling against docs/editing-content.md, or remove it`,
    ],
    [
      "a slug with capitals and spaces",
      (files) => (spiti(files).slug = "Spiti Winter"),
      `data/${SPITI} › slug: must be lowercase letters and digits joined by single hyphens, e.g. spiti-winter-expedition (found "Spiti Winter")`,
    ],
    [
      "a slug the trip list's pagination uses",
      (files) => (spiti(files).slug = "page"),
      `data/${SPITI} › slug: must not be "page", which the trip list's pages use (found "page")`,
    ],
    [
      "a slug that does not match the file's name",
      (files) => (spiti(files).slug = "spiti-summer"),
      `data/${SPITI} › slug: is "spiti-summer", but the file is named spiti-winter-expedition.json; name the file spiti-summer.json (each entry's file is named after its slug)`,
    ],
    [
      "an image file that does not exist",
      (files) => (spiti(files).image = "images/trips/spiti-summer.jpg"),
      `data/${SPITI} › image: no file at data/images/trips/spiti-summer.jpg; the path is relative to data/, e.g. images/trips/spiti-winter.jpg`,
    ],
  ])("reports %s", (_case, change, message) => {
    expect(errorsAfter(change)).toContain(message);
  });

  it("reports a trip file that is not valid JSON, naming the file", () => {
    expect(errorsWithRaw({ [SPITI]: '{"slug": "spiti-winter-expedition",}' })).toEqual([
      expect.stringMatching(
        /^data\/trips\/spiti-winter-expedition\.json: is not valid JSON \(.+\); look for a missing comma, quote or bracket$/,
      ),
    ]);
  });

  it("reports a trip file that holds a list, as the old layout did", () => {
    expect(errorsWithRaw({ [SPITI]: "[]" })).toContain(`data/${SPITI}: must hold one object in { }, found a list`);
  });

  it("reports a file in data/trips/ that is not JSON", () => {
    expect(errorsWithRaw({ "trips/spiti.jpg": "" })).toEqual([
      "data/trips/spiti.jpg: only .json files belong in data/trips/; images go in data/images/",
    ]);
  });
});

describe("checkContent on malformed jobs and company details", () => {
  it.each<[string, (files: Files) => void, string]>([
    [
      "a date in another format",
      (files) => (files[JOB].en.postedOn = "19/11/2026"),
      `data/${JOB} › postedOn: must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16 (found "19/11/2026")`,
    ],
    [
      "an employment type that is not offered",
      (files) => (files["jobs/marketing-coordinator.json"].en.type = "Freelance"),
      'data/jobs/marketing-coordinator.json › type: must be one of Full-time, Part-time, Contract, Internship (found "Freelance")',
    ],
    [
      "a workplace that is not offered",
      (files) => (files[JOB].en.workplace = "Office"),
      `data/${JOB} › workplace: must be one of On-site, Hybrid, Remote (found "Office")`,
    ],
    [
      "a job that closes before it was posted",
      (files) => (files[JOB].en.validThrough = "2026-11-01"),
      `data/${JOB} › validThrough: must be on or after postedOn`,
    ],
    [
      "a job without responsibilities",
      (files) => (files[JOB].en.responsibilities = []),
      `data/${JOB} › responsibilities: must list at least one of responsibilities`,
    ],
    [
      "a job whose slug does not match the file's name",
      (files) => (files[JOB].en.slug = "travel-advisor"),
      `data/${JOB} › slug: is "travel-advisor", but the file is named travel-consultant.json; name the file travel-advisor.json (each entry's file is named after its slug)`,
    ],
    [
      "a WhatsApp number without its country code",
      (files) => (files["company.json"].en.whatsapp = "98765 43210"),
      'data/company.json › whatsapp: must be a phone number with its country code, e.g. +91 98765 43210 (found "98765 43210")',
    ],
    [
      "an email address without its domain",
      (files) => (files["company.json"].en.email = "hello@"),
      'data/company.json › email: must be an email address, e.g. hello@safarnama.in (found "hello@")',
    ],
    [
      "opening hours written as words",
      (files) => (files["company.json"].en.openingHours[0].opens = "9 AM"),
      'data/company.json › openingHours[1].opens: must be a 24-hour time written HH:MM, e.g. 09:00 (found "9 AM")',
    ],
    [
      "a weekday written short",
      (files) => (files["company.json"].en.openingHours[0].days[0] = "Mon"),
      'data/company.json › openingHours[1].days[1]: must be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday (found "Mon")',
    ],
    [
      "an address without its city",
      (files) => delete files["company.json"].en.address.city,
      "data/company.json › address.city: is missing; it must be text in quotes",
    ],
  ])("reports %s", (_case, change, message) => {
    expect(errorsAfter(change)).toContain(message);
  });
});

describe("checkContent on malformed pages' text", () => {
  it.each<[string, (files: Files) => void, string]>([
    [
      "an About value with an icon the site does not have",
      (files) => (files["about.json"].en.values[0].icon = "heart"),
      'data/about.json › values[1].icon: must be one of the site\'s icons: group, shield, wallet, compass, star, mapPin, calendar, clock, briefcase, phone, mail, chat, menu, close, arrowLeft, arrowRight, users, check, alert (found "heart")',
    ],
    [
      "an About story with no paragraphs",
      (files) => (files["about.json"].en.story = []),
      "data/about.json › story: must list at least one of paragraphs",
    ],
    [
      "terms without the cancellation section trip pages link to",
      (files) => delete files["policies.json"].en.policies[0].sections[2].anchor,
      'data/policies.json › policies[1].sections: must have a section with "anchor": "cancellation": it lists the refund scale from booking-terms.json, and every trip page links to it',
    ],
    [
      "policies without the terms",
      (files) => (files["policies.json"].en.policies[0].id = "terms"),
      'data/policies.json › policies: must include the "terms-conditions" policy, whose cancellation section every trip page links to',
    ],
    [
      "policies without the review policy",
      (files) => (files["policies.json"].en.policies.at(-1).id = "reviews"),
      'data/policies.json › policies: must include the "review-policy" policy: every trip\'s reviews, the review page and the footer link to it',
    ],
    [
      "a policy naming a booking term that does not exist",
      (files) =>
        (files["policies.json"].en.policies[0].sections[1].points[0] = "A deposit of {depositPercent} holds a seat."),
      'data/policies.json › policies[1].sections[2].points[1]: has {depositPercent}, which is not a booking or review term: write one of {gst}, {deposit}, {balanceDueDays}, {changesDays}, {switchDays}, {creditMonths}, {callOffDays}, {refundScale}, {refundWorkingDays}, {reviewAskDays}, {reviewReminderDays}, {reviewWriteDays}, {reviewsSince} (found "A deposit of {depositPercent} holds a seat.")',
    ],
    [
      "an answer naming a booking term that does not exist",
      (files) => (files["faqs.json"].en.faqs[0].answer = "Pay {Deposit} now."),
      'data/faqs.json › faqs[1].answer: has {Deposit}, which is not a booking or review term: write one of {gst}, {deposit}, {balanceDueDays}, {changesDays}, {switchDays}, {creditMonths}, {callOffDays}, {refundScale}, {refundWorkingDays}, {reviewAskDays}, {reviewReminderDays}, {reviewWriteDays}, {reviewsSince} (found "Pay {Deposit} now.")',
    ],
    [
      "the agency's GSTIN with one character mistyped",
      (files) => (files["tax.json"].en.gstin = "06AAFCS1284M1ZC"),
      'data/tax.json › gstin: has the wrong check character (its last): one of its characters is mistyped; copy it from the GST registration certificate (found "06AAFCS1284M1ZC")',
    ],
    [
      "the agency's GSTIN with a State code no State has",
      (files) => (files["tax.json"].en.gstin = "39AAFCS1234M1ZC"),
      "data/tax.json › gstin: does not start with a State's GST code: a GSTIN's first two digits are 01 to 38 (found \"39AAFCS1234M1ZC\")",
    ],
    [
      "the agency's GSTIN one character short",
      (files) => (files["tax.json"].en.gstin = "06AAFCS1234M1Z"),
      "data/tax.json › gstin: must be a GSTIN: 15 capital letters and digits, e.g. 06AAFCS1234M1ZC (the State's 2-digit code, the PAN, the registration's number, Z and a check character) (found \"06AAFCS1234M1Z\")",
    ],
    [
      "the agency's GSTIN from another State than the one it is registered in",
      (files) => (files["tax.json"].en.gstin = "27AABCT1234K1ZF"),
      'data/tax.json › gstin: starts with 27, not stateCode 06: a GSTIN begins with the code of the State it was issued in (found "27AABCT1234K1ZF")',
    ],
    [
      "a State code written as a number",
      (files) => (files["tax.json"].en.stateCode = 6),
      "data/tax.json › stateCode: must be a State's or Union Territory's 2-digit GST code in quotes, e.g. \"06\" for Haryana (found 6)",
    ],
    [
      "two kinds of document numbered in one series",
      (files) => (files["tax.json"].en.series.creditNote = "RV"),
      'data/tax.json › series.creditNote: is also receiptVoucher\'s prefix: each kind of document is numbered in a series of its own (found "RV")',
    ],
    [
      "a series' prefix too long for a 16-character number",
      (files) => (files["tax.json"].en.series.taxInvoice = "INVOICE"),
      'data/tax.json › series.taxInvoice: must be 1 to 4 capital letters or digits, e.g. RV: a document\'s number is this prefix, the financial year and a count, at most 16 characters (found "INVOICE")',
    ],
    [
      "a SAC that is not six digits",
      (files) => (files["tax.json"].en.sac = "9985"),
      'data/tax.json › sac: must be a 6-digit Services Accounting Code, e.g. 998555 (tour operator services) (found "9985")',
    ],
    [
      "a deposit over 100%",
      (files) => (files["booking-terms.json"].en.depositPercent = 130),
      "data/booking-terms.json › depositPercent: must be from 0 to 100 (of the total paid at booking, e.g. 30) (found 130)",
    ],
    [
      "a GST rate written as text",
      (files) => (files["booking-terms.json"].en.gstPercent = "5%"),
      'data/booking-terms.json › gstPercent: must be a whole number without quotes, e.g. 12 (found "5%")',
    ],
    [
      "a refund scale listed least generous first",
      (files) => files["booking-terms.json"].en.refunds.reverse(),
      "data/booking-terms.json › refunds[2].minDaysBefore: must be fewer days than the step before it (15): list the most generous step first (found 31)",
    ],
    [
      "a later refund step that returns more",
      (files) => (files["booking-terms.json"].en.refunds[1].refundPercent = 95),
      "data/booking-terms.json › refunds[2].refundPercent: must be less than the step before it (90%): cancelling later never returns more (found 95)",
    ],
    [
      "no refund steps",
      (files) => (files["booking-terms.json"].en.refunds = []),
      "data/booking-terms.json › refunds: must list at least one refund step",
    ],
    [
      "an unpaid-seat limit per contact below one full booking",
      (files) => (files["booking-terms.json"].en.unpaidSeatsPerContact = 4),
      "data/booking-terms.json › unpaidSeatsPerContact: must be from 6 to 100 (seats; at least the 6 one booking may take, or a full booking would be refused) (found 4)",
    ],
    [
      "an unpaid-seat limit per internet address below the one per contact",
      (files) => {
        files["booking-terms.json"].en.unpaidSeatsPerContact = 10;
        files["booking-terms.json"].en.unpaidSeatsPerAddress = 8;
      },
      "data/booking-terms.json › unpaidSeatsPerAddress: must be at least unpaidSeatsPerContact (10): many travellers share one internet address, and each of them may hold that many (found 8)",
    ],
    [
      "an unpaid-seat limit per internet address over 100",
      (files) => (files["booking-terms.json"].en.unpaidSeatsPerAddress = 1000),
      "data/booking-terms.json › unpaidSeatsPerAddress: must be from 6 to 100 (seats) (found 1000)",
    ],
    [
      "a refund's latest arrival before its soonest",
      (files) => (files["booking-terms.json"].en.refundWorkingDaysMax = 5),
      "data/booking-terms.json › refundWorkingDaysMax: must be at least refundWorkingDaysMin (7): the latest a refund arrives cannot come before the soonest (found 5)",
    ],
    [
      "an unpaid-seat limit written as text",
      (files) => (files["booking-terms.json"].en.unpaidSeatsPerContact = "6"),
      'data/booking-terms.json › unpaidSeatsPerContact: must be a whole number without quotes, e.g. 12 (found "6")',
    ],
    [
      "the unpaid-seat limits left out",
      (files) => delete files["booking-terms.json"].en.unpaidSeatsPerAddress,
      "data/booking-terms.json › unpaidSeatsPerAddress: is missing; it must be a whole number without quotes, e.g. 12",
    ],
    [
      "two policies with one id, which would be one page",
      (files) => (files["policies.json"].en.policies[2].id = "safety-guidelines"),
      'data/policies.json › policies[3].id: "safety-guidelines" is already used by entry 2; it must be unique',
    ],
    [
      "a policy's date in another format",
      (files) => (files["policies.json"].en.policies[1].updated = "Nov 2026"),
      'data/policies.json › policies[2].updated: must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16 (found "Nov 2026")',
    ],
    [
      "two questions with one id",
      (files) => (files["faqs.json"].en.faqs[1].id = files["faqs.json"].en.faqs[0].id),
      'data/faqs.json › faqs[2].id: "solo-travellers" is already used by entry 1; it must be unique',
    ],
    [
      "a question without its answer",
      (files) => (files["faqs.json"].en.faqs[0].answer = ""),
      'data/faqs.json › faqs[1].answer: must not be empty (found "")',
    ],
    [
      "a feature with an icon the site does not have",
      (files) => (files["features.json"].en.features[0].icon = "sparkles"),
      'data/features.json › features[1].icon: must be one of the site\'s icons: group, shield, wallet, compass, star, mapPin, calendar, clock, briefcase, phone, mail, chat, menu, close, arrowLeft, arrowRight, users, check, alert (found "sparkles")',
    ],
  ])("reports %s", (_case, change, message) => {
    expect(errorsAfter(change)).toContain(message);
  });

  it("reports a singleton written as a bare list, as the old layout did", () => {
    expect(errorsWithRaw({ "features.json": "[]" })).toEqual([
      "data/features.json: must hold one object in { }, found a list",
    ]);
  });

  it("reports a file that is missing", () => {
    expect(errorsWithRaw({ "company.json": undefined })).toEqual([
      "data/company.json: the file is missing; restore it from git",
    ]);
  });

  it("reports a collection left in its old single file", () => {
    expect(errorsWithRaw({ "upcoming-trips.json": "[]" })).toEqual([
      "data/upcoming-trips.json: the site does not read this file; trips and jobs are one file each in data/trips/, data/jobs/ (docs/editing-content.md)",
    ]);
  });

  it("reports a testimonial left in data/testimonials/, saying what replaced it", () => {
    expect(errorsWithRaw({ "testimonials/ananya-sharma.json": "{}" })).toEqual([
      'data/testimonials/ananya-sharma.json: testimonials are no longer typed; the home page shows reviews written by travellers who went, chosen by their id in data/reviews.json › homePage (docs/editing-content.md, "Reviews"). Delete the file',
    ]);
  });

  it("reports every problem at once, so an editor fixes them in one go", () => {
    const errors = errorsAfter((files) => {
      spiti(files).price = -1;
      files[JOB].en.type = "Gig";
    });
    expect(errors).toHaveLength(2);
  });
});

describe("checkContent on malformed traveller questions", () => {
  const QUESTIONS = "traveller-questions.json";
  const questions = (files: Files) => files[QUESTIONS].en;
  const PLACEHOLDERS = "{keptDays}, {accessLogDays}, {adultAge}, {agencyEmail}, {proofMaxSize}";

  it.each<[string, (files: Files) => void, string]>([
    [
      "a challenging level without its fitness proof",
      (files) => delete questions(files).levels.challenging.proof,
      `data/${QUESTIONS} › levels.challenging.proof: is missing; it must be { "instructions": "…" }: every traveller on a challenging trip uploads a fitness proof, which staff approve`,
    ],
    [
      "a fitness proof without its instructions",
      (files) => (questions(files).levels.challenging.proof = {}),
      `data/${QUESTIONS} › levels.challenging.proof.instructions: is missing; it must be text in quotes`,
    ],
    [
      "a difficulty level left out",
      (files) => delete questions(files).levels.moderate,
      `data/${QUESTIONS} › levels.moderate: is missing; it must be the questions for moderate trips: { "declaration": "…", "questions": [ … ] }`,
    ],
    [
      "a difficulty level trips do not have",
      (files) => (questions(files).levels.extreme = questions(files).levels.challenging),
      `data/${QUESTIONS} › levels: unknown field "extreme"; check its spelling against docs/editing-content.md, or remove it`,
    ],
    [
      "a fitness proof asked on an easy trip, which the booking page never asks for",
      (files) => (questions(files).levels.easy.proof = { instructions: "Walk 2 km." }),
      `data/${QUESTIONS} › levels.easy: unknown field "proof"; check its spelling against docs/editing-content.md, or remove it`,
    ],
    [
      "two questions of a level with one id, whose answers would overwrite each other",
      (files) => (questions(files).levels.moderate.questions[2].id = "heart-condition"),
      `data/${QUESTIONS} › levels.moderate.questions[3].id: "heart-condition" is already used by entry 1; it must be unique`,
    ],
    [
      "a question whose id is not a slug",
      (files) => (questions(files).levels.challenging.questions[0].id = "Heart condition"),
      `data/${QUESTIONS} › levels.challenging.questions[1].id: must be lowercase letters and digits joined by single hyphens, e.g. spiti-winter-expedition (found "Heart condition")`,
    ],
    [
      "a question without what to describe on a yes",
      (files) => delete questions(files).levels.moderate.questions[0].detailsLabel,
      `data/${QUESTIONS} › levels.moderate.questions[1].detailsLabel: is missing; it must be text in quotes`,
    ],
    [
      "a notice that leaves out an item the booking page asks for",
      (files) =>
        (questions(files).notice.items = questions(files).notice.items.filter((item: Json) => item.id !== "gender")),
      `data/${QUESTIONS} › notice.items: must have an item for "gender": the booking page asks for it, and the notice must say what each item is for and how long it is kept`,
    ],
    [
      "a notice item the booking page does not ask for",
      (files) => (questions(files).notice.items[3].id = "email"),
      `data/${QUESTIONS} › notice.items[4].id: must be one of name, date-of-birth, gender, phone, emergency-contact, dietary-needs, id-document, health-answers, fitness-proof, guardian (found "email")`,
    ],
    [
      "a notice item listed twice",
      (files) => (questions(files).notice.items[1].id = "name"),
      `data/${QUESTIONS} › notice.items[2].id: "name" is already used by entry 1; it must be unique`,
    ],
    [
      "a placeholder misspelt, which would show in braces",
      (files) => (questions(files).notice.items[0].kept = "Erased {keptdays} after your trip ends."),
      `data/${QUESTIONS} › notice.items[1].kept: has {keptdays}, which is not one of the traveller questions' placeholders: write one of ${PLACEHOLDERS} (found "Erased {keptdays} after your trip ends.")`,
    ],
    [
      "a booking term's placeholder, which this file does not fill",
      (files) => (questions(files).levels.easy.declaration = "I have paid the {deposit} deposit."),
      `data/${QUESTIONS} › levels.easy.declaration: has {deposit}, which is not one of the traveller questions' placeholders: write one of ${PLACEHOLDERS} (found "I have paid the {deposit} deposit.")`,
    ],
    [
      "a notice without its grievance contact",
      (files) => (questions(files).notice.contact = " "),
      `data/${QUESTIONS} › notice.contact: must not be empty (found " ")`,
    ],
  ])("reports %s", (_case, change, message) => {
    expect(errorsAfter(change)).toContain(message);
  });
});

describe("departures that have run", () => {
  const RISHIKESH = "trips/rishikesh-rafting-camp.json";
  const dayAfterFirstDeparture = "2026-12-21"; // Rishikesh's first departure ran 18–20 Dec 2026

  it("are a warning naming the file and the departure while their travellers are not recorded, and the build goes on", () => {
    const report = checkContent(sourceOf(realFiles()), { today: dayAfterFirstDeparture, strictDates: false });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      `data/${RISHIKESH} › departures[1]: the departure of 2026-12-18 to 2026-12-20 has run (today is 2026-12-21); record how many travelled in "travellers", or remove the departure`,
    ]);
  });

  it("are an error in strict mode", () => {
    const report = checkContent(sourceOf(realFiles()), { today: dayAfterFirstDeparture, strictDates: true });
    expect(report.warnings).toEqual([]);
    expect(report.errors).toEqual([expect.stringContaining(`data/${RISHIKESH} › departures[1]: the departure of`)]);
  });

  it("need nothing more once their travellers are recorded", () => {
    const files = realFiles();
    files[RISHIKESH].en.departures[0].travellers = 14;
    expect(checkContent(sourceOf(files), { today: dayAfterFirstDeparture, strictDates: true })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it("do not include a departure ending today", () => {
    expect(checkContent(sourceOf(realFiles()), { today: "2026-12-20", strictDates: true })).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe("checkContent on the Hindi translations", () => {
  const SHAPE = 'must hold the English entry under "en" and its translations under "hi", as {"en": { … }, "hi": { … }}';
  const FAQS = "faqs.json";
  const NOT_TRANSLATED = 'is not translated; keep it under "en" only';
  const untranslated = (file: string, field: string) =>
    `data/${file} › ${field}: has no Hindi translation; its pages show the English`;

  it.each<[string, (files: Files) => string, string]>([
    [
      "the English entry written bare, as before translations",
      (files) => JSON.stringify(files["features.json"].en),
      `data/features.json: ${SHAPE}; found "features" at the top`,
    ],
    [
      "only a translation, without the English",
      (files) => JSON.stringify({ hi: files["features.json"].hi }),
      `data/features.json: ${SHAPE}`,
    ],
    [
      "a language the site does not have",
      (files) => JSON.stringify({ ...files["features.json"], fr: {} }),
      `data/features.json: ${SHAPE}; found "fr" at the top`,
    ],
  ])("refuses a file holding %s, naming the file", (_case, text, message) => {
    expect(errorsWithRaw({ "features.json": text(realFiles()) })).toEqual([message]);
  });

  it("warns of a Hindi field left out, naming the file and the field, and the build goes on", () => {
    const report = reportAfter((files) => delete files[SPITI].hi.summary);
    expect(report).toEqual({ errors: [], warnings: [untranslated(SPITI, "hi.summary")] });
  });

  it("counts a blank Hindi text as untranslated, not as an empty field", () => {
    const report = reportAfter((files) => (files[SPITI].hi.itinerary[1].description = ""));
    expect(report).toEqual({ errors: [], warnings: [untranslated(SPITI, "hi.itinerary[2].description")] });
  });

  it("warns of each item missing from a shorter Hindi list", () => {
    const report = reportAfter((files) => files[SPITI].hi.highlights.splice(2));
    expect(report).toEqual({
      errors: [],
      warnings: [untranslated(SPITI, "hi.highlights[3]"), untranslated(SPITI, "hi.highlights[4]")],
    });
  });

  it("warns once of a file with no Hindi at all", () => {
    const report = reportAfter((files) => delete files[JOB].hi);
    expect(report).toEqual({ errors: [], warnings: [untranslated(JOB, "hi")] });
  });

  it.each<[string, (files: Files) => void, string]>([
    [
      "a Hindi list longer than the English",
      (files) => files[SPITI].hi.highlights.push("एक और ख़ासियत"),
      `data/${SPITI} › hi.highlights: has 5 items where the English has 4; a translation keeps the English list's items, in the same order`,
    ],
    [
      "a Hindi text where the English has a list",
      (files) => (files[SPITI].hi.highlights = "बर्फ़ और मठ"),
      `data/${SPITI} › hi.highlights: must be a list in [ ], as the English is`,
    ],
    [
      "a Hindi field the entry does not have",
      (files) => (files[SPITI].hi.sumary = "आठ दिन"),
      `data/${SPITI} › hi.sumary: is not a field of this entry; check its spelling`,
    ],
    [
      "a trip's price under Hindi",
      (files) => (files[SPITI].hi.price = spiti(files).price),
      `data/${SPITI} › hi.price: ${NOT_TRANSLATED}`,
    ],
    [
      "an itinerary day's number under Hindi",
      (files) => (files[SPITI].hi.itinerary[1].day = 2),
      `data/${SPITI} › hi.itinerary[2].day: ${NOT_TRANSLATED}`,
    ],
    [
      "a list of departures under Hindi",
      (files) => (files[SPITI].hi.departures = []),
      `data/${SPITI} › hi.departures: ${NOT_TRANSLATED}`,
    ],
    [
      "a job's date under Hindi",
      (files) => (files[JOB].hi.postedOn = files[JOB].en.postedOn),
      `data/${JOB} › hi.postedOn: ${NOT_TRANSLATED}`,
    ],
    [
      "a policy's date under Hindi",
      (files) => (files["policies.json"].hi.policies[0].updated = "2026-01-01"),
      `data/policies.json › hi.policies[1].updated: ${NOT_TRANSLATED}`,
    ],
    [
      "the company's postal code under Hindi",
      (files) => (files["company.json"].hi.address.postalCode = "302001"),
      `data/company.json › hi.address.postalCode: ${NOT_TRANSLATED}`,
    ],
    [
      "a booking term under Hindi, in a file with nothing to translate",
      (files) => (files["booking-terms.json"].hi = { gstPercent: 5 }),
      `data/booking-terms.json › hi.gstPercent: ${NOT_TRANSLATED}`,
    ],
    [
      "a Hindi text naming a booking term that does not exist",
      (files) => (files[FAQS].hi.faqs[0].answer = "अभी {Deposit} दें।"),
      'data/faqs.json › hi.faqs[1].answer: has {Deposit}, which is not a booking or review term: write one of {gst}, {deposit}, {balanceDueDays}, {changesDays}, {switchDays}, {creditMonths}, {callOffDays}, {refundScale}, {refundWorkingDays}, {reviewAskDays}, {reviewReminderDays}, {reviewWriteDays}, {reviewsSince} (found "अभी {Deposit} दें।")',
    ],
    [
      "a Hindi text with a traveller-questions placeholder misspelt",
      (files) =>
        (files["traveller-questions.json"].hi.notice.items[0].kept = "यात्रा के {keptdays} बाद मिटा दिया जाता है।"),
      'data/traveller-questions.json › hi.notice.items[1].kept: has {keptdays}, which is not one of the traveller questions\' placeholders: write one of {keptDays}, {accessLogDays}, {adultAge}, {agencyEmail}, {proofMaxSize} (found "यात्रा के {keptdays} बाद मिटा दिया जाता है।")',
    ],
  ])("reports %s as an error at its hi. path", (_case, change, message) => {
    expect(errorsAfter(change)).toEqual([message]);
  });
});
