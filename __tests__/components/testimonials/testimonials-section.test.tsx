import { render, screen, within } from "@testing-library/react";
import { TestimonialsSection } from "../../../src/components/testimonials/testimonials-section";
import { testimonial } from "../../support/sample-data";

describe("TestimonialsSection", () => {
  it("quotes each traveller with their stars, place and trip", () => {
    render(<TestimonialsSection testimonials={[testimonial, { ...testimonial, jsonId: "b", name: "Rohan Mehta" }]} />);
    const section = screen.getByRole("region", { name: "What our travellers say" });
    const quotes = within(section).getAllByRole("figure");
    expect(quotes).toHaveLength(2);
    expect(quotes[0]).toHaveTextContent("“I came alone and left with eleven friends.”");
    expect(quotes[0]).toHaveTextContent("Ananya Sharma");
    expect(quotes[0]).toHaveTextContent("Pune, Maharashtra · Spiti Valley Winter Expedition");
    expect(within(quotes[0]).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
  });
});
