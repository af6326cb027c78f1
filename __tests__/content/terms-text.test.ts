import type { BookingTerms } from "../../content/booking-terms";
import { unknownPlaceholders } from "../../content/term-placeholders";
import { changePoints, fillTerms, fillTermsDeep, refundScalePoints } from "../../content/terms-text";
import { clientBookingTerms } from "../support/catalogue-fixtures";

const TERMS: BookingTerms = clientBookingTerms;

describe("the booking terms in words", () => {
  it("fills every placeholder with the terms' figure", () => {
    expect(
      fillTerms(
        "A {deposit} deposit, {gst} GST, the balance {balanceDueDays} and changes {changesDays} before.",
        TERMS,
      ),
    ).toBe("A 30% deposit, 5% GST, the balance 5 days and changes 10 days before.");
    expect(fillTerms("Refunds: {refundScale}.", TERMS)).toBe(
      "Refunds: 90% more than 30 days before travel, 50% from 15 to 30 days, and nothing after that.",
    );
    expect(fillTerms("Due {balanceDueDays} before.", { ...TERMS, balanceDueDaysBefore: 1 })).toBe("Due 1 day before.");
    expect(fillTerms("Within {refundWorkingDays}.", TERMS)).toBe("Within 7 to 14 working days.");
    expect(
      fillTerms("Switch up to {switchDays}; credit valid {creditMonths}; choose within {callOffDays}.", TERMS),
    ).toBe("Switch up to 10 days; credit valid 12 months; choose within 7 days.");
    expect(fillTerms("{creditMonths}", { ...TERMS, creditValidMonths: 1 })).toBe("1 month");
  });

  it("names the placeholders that are not booking terms, and leaves text without any alone", () => {
    expect(unknownPlaceholders("A {deposit} deposit, {depositPercent} and {GST}")).toEqual(["depositPercent", "GST"]);
    expect(unknownPlaceholders("Plain text with no braces")).toEqual([]);
    expect(fillTerms("Plain text", TERMS)).toBe("Plain text");
  });

  it("fills the strings of a whole entry, however nested, and nothing else", () => {
    expect(fillTermsDeep({ id: "faq", answer: "Pay {deposit}", tags: ["{gst}"], count: 3, none: null }, TERMS)).toEqual(
      {
        id: "faq",
        answer: "Pay 30%",
        tags: ["5%"],
        count: 3,
        none: null,
      },
    );
  });

  it("writes the refund scale as the terms page lists it, a point per step and one for later", () => {
    expect(refundScalePoints(TERMS)).toEqual([
      "More than 30 days before travel: a refund of 90% of the amount paid, or a trip credit of 100% of it.",
      "15 to 30 days before travel: a refund of 50% of the amount paid, or a trip credit of 75% of it.",
      "Less than 15 days before travel, or if you do not show up at the pickup point (no-show): no refund.",
      "A trip credit is a code worth what you kept. Spend it on any booking made within 12 months of the day you kept it; what a booking does not use stays on the code until then.",
    ]);
    expect(
      refundScalePoints({
        ...TERMS,
        creditsOffered: false,
        refunds: [{ minDaysBefore: 8, refundPercent: 100, creditPercent: 100 }],
      }),
    ).toEqual([
      "More than 7 days before travel: a refund of 100% of the amount paid.",
      "Less than 8 days before travel, or if you do not show up at the pickup point (no-show): no refund.",
    ]);
  });

  it("writes the switch scale and handing a seat on as the terms page lists them", () => {
    expect(changePoints(TERMS)).toEqual([
      "Switching to another departure of the same trip more than 30 days before yours leaves: free.",
      "Switching 10 to 30 days before: 1,500 rupees a seat.",
      "Less than 10 days before departure, a booking can no longer switch.",
      "A dearer departure asks for the difference in price; a cheaper one refunds it.",
      "Handing a seat to someone else, up to 10 days before departure: free. They fill in their own details.",
    ]);
    expect(changePoints({ ...TERMS, switchFees: [{ minDaysBefore: 20, feeRupees: 0 }], changesDaysBefore: 3 })).toEqual(
      [
        "Switching to another departure of the same trip more than 19 days before yours leaves: free.",
        "Less than 20 days before departure, a booking can no longer switch.",
        "A dearer departure asks for the difference in price; a cheaper one refunds it.",
        "Handing a seat to someone else, up to 3 days before departure: free. They fill in their own details.",
      ],
    );
  });
});

describe("the booking terms in Hindi words", () => {
  it("writes days as दिन, whatever the count, and the refund scale as a Hindi phrase", () => {
    expect(fillTerms("बाकी राशि {balanceDueDays} पहले, बदलाव {changesDays} पहले, {deposit} डिपॉज़िट।", TERMS, "hi")).toBe(
      "बाकी राशि 5 दिन पहले, बदलाव 10 दिन पहले, 30% डिपॉज़िट।",
    );
    expect(fillTerms("{balanceDueDays}", { ...TERMS, balanceDueDaysBefore: 1 }, "hi")).toBe("1 दिन");
    expect(fillTerms("{refundWorkingDays} के भीतर", TERMS, "hi")).toBe("7 से 14 कार्यदिवसों के भीतर");
    expect(fillTerms("रिफ़ंड: {refundScale}।", TERMS, "hi")).toBe(
      "रिफ़ंड: यात्रा से 30 दिन से ज़्यादा पहले 90%, 15 से 30 दिन पहले 50%, और उसके बाद कुछ नहीं।",
    );
  });

  it("fills a whole Hindi entry in Hindi", () => {
    expect(fillTermsDeep({ answer: "{balanceDueDays} पहले", tags: ["{gst}"] }, TERMS, "hi")).toEqual({
      answer: "5 दिन पहले",
      tags: ["5%"],
    });
  });

  it("writes the terms page's refund scale in Hindi, a point per step and one for later", () => {
    expect(refundScalePoints(TERMS, "hi")).toEqual([
      "यात्रा से 30 दिन से ज़्यादा पहले: चुकाई गई राशि का 90% रिफ़ंड, या उसका 100% ट्रिप क्रेडिट।",
      "यात्रा से 15 से 30 दिन पहले: चुकाई गई राशि का 50% रिफ़ंड, या उसका 75% ट्रिप क्रेडिट।",
      "यात्रा से 15 दिन से कम पहले, या पिकअप पॉइंट पर न पहुँचने पर (नो-शो): कोई रिफ़ंड नहीं।",
      "ट्रिप क्रेडिट एक कोड है, जिसकी कीमत उतनी है जितनी आपने रखी। उसे रखने के दिन से 12 महीने के भीतर की किसी भी बुकिंग में इस्तेमाल करें; जो राशि बुकिंग में न लगे, वह तब तक कोड पर बनी रहती है।",
    ]);
    expect(changePoints(TERMS, "hi")[1]).toBe("10 से 30 दिन पहले प्रस्थान बदलना: 1,500 रुपये प्रति सीट।");
  });
});
