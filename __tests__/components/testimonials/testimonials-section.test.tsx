import { screen, within } from "@testing-library/react";
import { TestimonialsSection } from "../../../src/components/testimonials/testimonials-section";
import { testimonial } from "../../support/sample-data";
import { renderInPage } from "../../support/messages";

describe("TestimonialsSection", () => {
  it("quotes each traveller with their stars, place and trip", () => {
    renderInPage(
      <TestimonialsSection testimonials={[testimonial, { ...testimonial, jsonId: "b", name: "Rohan Mehta" }]} />,
    );
    const section = screen.getByRole("region", { name: "What our travellers say" });
    const quotes = within(section).getAllByRole("figure");
    expect(quotes).toHaveLength(2);
    expect(quotes[0]).toHaveTextContent("“I came alone and left with eleven friends.”");
    expect(quotes[0]).toHaveTextContent("Ananya Sharma");
    expect(quotes[0]).toHaveTextContent("Pune, Maharashtra · Spiti Valley Winter Expedition");
    expect(within(quotes[0]).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
  });

  it("speaks Hindi on a Hindi page, naming the trip by its Hindi title", () => {
    const hindi = {
      ...testimonial,
      name: "अनन्या शर्मा",
      location: "पुणे, महाराष्ट्र",
      tripTitle: "स्पीति घाटी शीतकालीन अभियान",
      text: "मैं अकेली आई थी और ग्यारह दोस्तों के साथ लौटी।",
    };
    renderInPage(<TestimonialsSection testimonials={[hindi]} />, { lang: "hi" });
    const section = screen.getByRole("region", { name: "हमारे यात्री क्या कहते हैं" });
    const quote = within(section).getByRole("figure");
    expect(quote).toHaveTextContent("पुणे, महाराष्ट्र · स्पीति घाटी शीतकालीन अभियान");
    expect(within(quote).getByRole("img", { name: "5 में से 5 स्टार" })).toBeInTheDocument();
  });
});
