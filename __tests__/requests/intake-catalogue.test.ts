import {
  bookingTarget,
  isRefusal,
  isWaitlistOpen,
  openJob,
  waitlistClosesOn,
  type IntakeCatalogue,
} from "../../requests/intake-catalogue";
import {
  clientBookingTerms,
  clientReviewTerms,
  SPITI_IN_HINDI,
  testAgency,
  testTaxIdentity,
  testTranslations,
  testTravellerQuestions,
  testTripKit,
  testTripTextInHindi,
} from "../support/catalogue-fixtures";
import { MESSAGES } from "../../content/messages";

const TODAY = "2027-01-10";
const EN = MESSAGES.en.intake;

const catalogue: IntakeCatalogue = {
  builtAt: "2026-11-01T00:00:00.000Z",
  agency: testAgency,
  terms: clientBookingTerms,
  reviews: clientReviewTerms,
  tax: testTaxIdentity,
  trips: {
    spiti: {
      title: "Spiti Valley Winter Expedition",
      price: 18999,
      ...testTripKit("challenging", 7),
      departures: [
        { startDate: "2027-01-09", endDate: "2027-01-15", seats: 14, price: 18999 },
        { startDate: "2027-01-10", endDate: "2027-01-16", seats: 14, price: 18999 },
        { startDate: "2027-02-01", endDate: "2027-02-07", seats: 14, price: 21999 },
      ],
    },
  },
  travellerQuestions: testTravellerQuestions,
  translations: testTranslations({ spiti: testTripTextInHindi(SPITI_IN_HINDI, 7) }),
  jobs: { "tour-planner": { title: "Tour Planner", validThrough: TODAY } },
};

describe("bookingTarget", () => {
  it("books a departure, including one that starts today, with its capacity (D1 decides whether seats are free)", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-01-10", "booking", TODAY, EN)).toMatchObject({
      kind: "booking",
      slug: "spiti",
      departure: { startDate: "2027-01-10", endDate: "2027-01-16", seats: 14 },
    });
  });

  it("takes what was asked for: a waitlist request stays one, and a booking is never turned into one", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-02-01", "waitlist", TODAY, EN)).toMatchObject({ kind: "waitlist" });
    expect(bookingTarget(catalogue, "spiti", "2027-02-01", "booking", TODAY, EN)).toMatchObject({ kind: "booking" });
    expect(bookingTarget(catalogue, "spiti", null, "waitlist", TODAY, EN)).toMatchObject({
      kind: "waitlist",
      departure: null,
    });
    expect(bookingTarget(catalogue, "spiti", null, "booking", TODAY, EN)).toEqual({
      refused: "Choose one of the departures of Spiti Valley Winter Expedition on its page to book seats.",
    });
  });

  it("closes a departure's waitlist 7 days before it leaves, and says on which day", () => {
    expect(waitlistClosesOn("2027-02-01", clientBookingTerms)).toBe("2027-01-25");
    expect(isWaitlistOpen("2027-02-01", clientBookingTerms, "2027-01-24")).toBe(true);
    expect(isWaitlistOpen("2027-02-01", clientBookingTerms, "2027-01-25")).toBe(false);
    expect(bookingTarget(catalogue, "spiti", "2027-02-01", "waitlist", "2027-01-25", EN)).toEqual({
      refused:
        "The waitlist for the Spiti Valley Winter Expedition departure of 2027-02-01 closed on 2027-01-25. Call or WhatsApp us: a seat may still open up.",
    });
    // A booking for seats still free is taken until the departure leaves.
    expect(bookingTarget(catalogue, "spiti", "2027-02-01", "booking", "2027-01-25", EN)).toMatchObject({
      kind: "booking",
    });
  });

  it("refuses a departure that left yesterday, a date with no departure, and a trip that does not exist", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-01-09", "booking", TODAY, EN)).toEqual({
      refused: "The Spiti Valley Winter Expedition departure of 2027-01-09 has already left. Choose a later departure.",
    });
    expect(bookingTarget(catalogue, "spiti", "2027-03-01", "booking", TODAY, EN)).toEqual({
      refused:
        "Spiti Valley Winter Expedition has no departure on 2027-03-01. Choose one of its departures on the trip's page.",
    });
    const unknown = bookingTarget(catalogue, "mars", "2027-03-01", "booking", TODAY, EN);
    expect(isRefusal(unknown)).toBe(true);
  });

  it("never takes a property every object has for a trip", () => {
    for (const slug of ["__proto__", "constructor", "toString"]) {
      expect(isRefusal(bookingTarget(catalogue, slug, null, "waitlist", TODAY, EN))).toBe(true);
    }
  });
});

describe("openJob", () => {
  it("takes applications up to and including the closing day", () => {
    expect(openJob(catalogue, "tour-planner", TODAY, EN)).toMatchObject({ slug: "tour-planner" });
    expect(openJob(catalogue, "tour-planner", "2027-01-11", EN)).toEqual({
      refused: "Applications for Tour Planner closed on 2027-01-10. See our open jobs on the careers page.",
    });
  });

  it("refuses a job that does not exist", () => {
    expect(isRefusal(openJob(catalogue, "astronaut", TODAY, EN))).toBe(true);
    expect(isRefusal(openJob(catalogue, "__proto__", TODAY, EN))).toBe(true);
  });
});

describe("a refusal in the request's language", () => {
  const HI = MESSAGES.hi.intake;

  it("is written with the messages it was checked with", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-01-09", "booking", TODAY, HI)).toEqual({
      refused: "Spiti Valley Winter Expedition का 2027-01-09 वाला प्रस्थान निकल चुका है। कोई बाद का प्रस्थान चुनें।",
    });
    expect(bookingTarget(catalogue, "mars", null, "waitlist", TODAY, HI)).toEqual({ refused: HI.tripGone });
    expect(openJob(catalogue, "tour-planner", "2027-01-11", HI)).toEqual({
      refused: "Tour Planner के लिए आवेदन 2027-01-10 को बंद हो गए। करियर पेज पर हमारी खुली नौकरियाँ देखें।",
    });
  });
});
