import { render, screen, within } from "@testing-library/react";
import { ContactDetails } from "../../../src/components/contact/contact-details";
import { company } from "../../support/sample-data";

describe("ContactDetails", () => {
  it("shows the 24-hour promise, every way to reach us and the hours in IST", () => {
    render(<ContactDetails company={company} />);
    const details = screen.getByRole("complementary", { name: "Get in touch" });
    expect(details).toHaveTextContent("We reply to every message within 24 hours.");
    expect(within(details).getByRole("link", { name: "hello@safarnama.example" })).toHaveAttribute(
      "href",
      "mailto:hello@safarnama.example",
    );
    expect(details).toHaveTextContent("+91 00000 22222");
    expect(details).toHaveTextContent("Gurugram, Haryana 122003");
    expect(details).toHaveTextContent("Monday to Friday, 9 AM to 6 PM IST");
    expect(details).toHaveTextContent("Weekends: emergencies only");
  });
});
