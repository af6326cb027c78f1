import { checkReviewForm, nameToShow, reviewLanguage } from "../../requests/reviews";

describe("reviewLanguage", () => {
  it("is Hindi when Devanagari letters outnumber Latin ones, counting letters, not vowel signs", () => {
    expect(reviewLanguage("पूरी ट्रिप बहुत अच्छी रही")).toBe("hi");
    expect(reviewLanguage("The trip was wonderful")).toBe("en");
    expect(reviewLanguage("Trip lead Tenzin बहुत अच्छे थे, food was great")).toBe("en");
    expect(reviewLanguage("ट्रिप लीड बहुत अच्छे थे, हर दिन ध्यान रखा, Tenzin")).toBe("hi");
    expect(reviewLanguage("5/5 !!")).toBe("en");
  });
});

describe("checkReviewForm", () => {
  const good = {
    rating: "4",
    title: "  Cold but honest  ",
    body: "The stays were colder than promised, but the lead kept us safe.",
    leadNote: "",
    nameShown: "first-initial",
    terms: "yes",
  };

  it("passes a good review trimmed", () => {
    expect(checkReviewForm(good, "en")).toEqual({
      ok: true,
      review: { rating: 4, title: "Cold but honest", body: good.body, leadNote: "", nameShown: "first-initial" },
    });
  });

  it("names each field at fault, in the page's language", () => {
    const check = checkReviewForm(
      { rating: "6", title: "x".repeat(81), body: "short", leadNote: "y".repeat(301), nameShown: "surname" },
      "en",
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        rating: "Choose a rating from 1 to 5 stars.",
        title: "Keep the title to 80 characters; it has 81.",
        body: "Write at least 30 characters about the trip.",
        leadNote: "Keep the line for your trip lead to 300 characters; it has 301.",
        nameShown: "Choose how your name shows.",
        terms: "Tick the box to agree to the review policy's terms.",
      },
    });
    expect(checkReviewForm({ ...good, rating: "" }, "hi")).toEqual({
      ok: false,
      errors: { rating: "1 से 5 स्टार तक कोई रेटिंग चुनें।" },
    });
  });

  it("shows the surname only when chosen", () => {
    expect(nameToShow("Priya Nair", "first-initial", "a verified traveller")).toBe("Priya N.");
    expect(nameToShow("Priya Nair", "anonymous", "a verified traveller")).toBe("a verified traveller");
  });
});
