import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactDetails } from "../../src/components/contact/contact-details";
import { ContactForm } from "../../src/components/contact/contact-form";
import { FaqList } from "../../src/components/contact/faq-list";
import { company } from "../support/fixtures";

describe("ContactForm", () => {
  it("has labelled fields with the right types and autocomplete", () => {
    render(<ContactForm initialSubject="general" />);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("autocomplete", "given-name");
    expect(screen.getByLabelText(/First name/)).toBeRequired();
    expect(screen.getByLabelText("Last name")).not.toBeRequired();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Message/)).toBeRequired();
    expect(screen.getByLabelText("Subject")).toHaveValue("general");
  });

  it("preselects the subject a link asked for", () => {
    render(<ContactForm initialSubject="custom-trip" />);
    expect(screen.getByLabelText("Subject")).toHaveValue("custom-trip");
    expect(screen.getByRole("option", { name: "Plan a custom trip" })).toHaveProperty("selected", true);
  });

  it("confirms a valid message without sending it anywhere, and clears the form", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<ContactForm initialSubject="custom-trip" />);
    await user.type(screen.getByLabelText(/First name/), "Asha");
    await user.type(screen.getByLabelText(/Email/), "asha@example.com");
    await user.type(screen.getByLabelText(/Message/), "A trip for twelve friends in March, please.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you, Asha! Your message has been received.");
    expect(screen.getByLabelText(/First name/)).toHaveValue("");
    expect(screen.getByLabelText("Subject")).toHaveValue("general");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps what the visitor typed when a required field is missing", async () => {
    const user = userEvent.setup();
    render(<ContactForm initialSubject="general" />);
    await user.type(screen.getByLabelText(/First name/), "Asha");
    await user.type(screen.getByLabelText(/Message/), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByLabelText(/First name/)).toHaveValue("Asha");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Hello");
  });
});

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

describe("FaqList", () => {
  it("shows each question, with its answer revealed on demand", async () => {
    const user = userEvent.setup();
    render(
      <FaqList
        faqs={[
          { jsonId: "a", question: "Can I join alone?", answer: "Yes, most travellers do." },
          { jsonId: "b", question: "What is included?", answer: "Stays, meals and transport." },
          { jsonId: "c", question: "How do I pay?", answer: "A 30% deposit." },
        ]}
      />,
    );
    const question = screen.getByText("Can I join alone?");
    const details = question.closest("details");
    expect(screen.getAllByRole("group")).toHaveLength(3);
    expect(details).not.toHaveAttribute("open");
    await user.click(question);
    expect(details).toHaveAttribute("open");
    expect(screen.getByText("Yes, most travellers do.")).toBeVisible();
  });
});
