import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../../src/components/contact/contact-form";
import { submitWith } from "../../support/user";
import { fakeIntakeForEachTest } from "../../support/fake-intake";
import { renderInPage } from "../../support/messages";

const intake = fakeIntakeForEachTest();

describe("ContactForm", () => {
  const field = (label: string) => screen.getByLabelText(label);
  const send = () => screen.getByRole("button", { name: "Send message" });

  it("has visible labels, suitable input types and autocomplete", () => {
    renderInPage(<ContactForm initialSubject="general" />);
    expect(field("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(field("First name")).toBeRequired();
    expect(field("Last name (optional)")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Last name (optional)")).not.toBeRequired();
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Email")).toBeRequired();
    expect(field("Message")).toBeRequired();
    expect(field("Subject")).toHaveValue("general");
  });

  it("preselects the subject a link asked for", () => {
    renderInPage(<ContactForm initialSubject="custom-trip" />);
    expect(field("Subject")).toHaveValue("custom-trip");
    expect(screen.getByRole("option", { name: "Plan a custom trip" })).toHaveProperty("selected", true);
  });

  it("follows the subject when the link changes on the same page", () => {
    const { rerender } = renderInPage(<ContactForm initialSubject="custom-trip" />);
    rerender(<ContactForm initialSubject="careers" />);
    expect(field("Subject")).toHaveValue("careers");
  });

  it("sends a valid message, confirms it once stored, and clears the form", async () => {
    const user = userEvent.setup();
    renderInPage(<ContactForm initialSubject="custom-trip" />);
    await user.type(field("First name"), "Asha");
    await user.type(field("Email"), "asha@example.com");
    await user.type(field("Message"), "A trip for twelve friends in March, please.");
    await submitWith(user, send());
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you, Asha! Your message has been received. We will reply within 24 hours.",
    );
    expect(field("First name")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
    expect(field("Subject")).toHaveValue("general");
    expect(intake.sent).toEqual([
      {
        url: "/api/messages",
        idempotencyKey: expect.any(String),
        fields: {
          firstName: "Asha",
          lastName: "",
          email: "asha@example.com",
          subject: "custom-trip",
          message: "A trip for twelve friends in March, please.",
          website: "",
          lang: "en",
        },
      },
    ]);
  });

  it("is a plain HTML form too: it posts to the intake API, every control named as the API expects", () => {
    renderInPage(<ContactForm initialSubject="general" />);
    const form = screen.getByRole("form", { name: "Send us a message" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/messages");
    expect(
      [...(form as HTMLFormElement).elements].map((element) => element.getAttribute("name")).filter(Boolean),
    ).toEqual(["lang", "firstName", "lastName", "email", "subject", "message", "website"]);
    expect(form.querySelector("input[name=lang]")).toHaveValue("en");
  });

  it("keeps the message and says so when it could not be sent", async () => {
    intake.answerNext("offline");
    const user = userEvent.setup();
    renderInPage(<ContactForm initialSubject="general" />);
    await user.type(field("First name"), "Asha");
    await user.type(field("Email"), "asha@example.com");
    await user.type(field("Message"), "Hello");
    await submitWith(user, send());
    expect(screen.getByRole("alert")).toHaveTextContent("We could not reach Safarnama");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(field("Message")).toHaveValue("Hello");
  });

  it("asks for the first name, email and message, each next to its field, focusing the first", async () => {
    const user = userEvent.setup();
    renderInPage(<ContactForm initialSubject="general" />);
    await submitWith(user, send());
    expect(field("First name")).toHaveAccessibleDescription("Enter your first name.");
    expect(field("First name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription("Enter your email address.");
    expect(field("Message")).toHaveAccessibleDescription("Enter your message.");
    expect(field("Last name (optional)")).not.toHaveAttribute("aria-invalid");
    expect(field("First name")).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps everything typed, and the chosen subject, when the email is invalid", async () => {
    const user = userEvent.setup();
    renderInPage(<ContactForm initialSubject="custom-trip" />);
    await user.type(field("First name"), "Asha");
    await user.type(field("Last name (optional)"), "Verma");
    await user.type(field("Email"), "asha@example");
    await user.type(field("Message"), "Hello");
    await submitWith(user, send());
    expect(field("Email")).toHaveFocus();
    expect(field("Email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    expect(field("First name")).toHaveValue("Asha");
    expect(field("Last name (optional)")).toHaveValue("Verma");
    expect(field("Email")).toHaveValue("asha@example");
    expect(field("Message")).toHaveValue("Hello");
    expect(field("Subject")).toHaveValue("custom-trip");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("treats a message of only spaces as missing", async () => {
    const user = userEvent.setup();
    renderInPage(<ContactForm initialSubject="general" />);
    await user.type(field("First name"), "Asha");
    await user.type(field("Email"), "asha@example.com");
    await user.type(field("Message"), "   ");
    await submitWith(user, send());
    expect(field("Message")).toHaveFocus();
    expect(field("Message")).toHaveAccessibleDescription("Enter your message.");
  });
});

describe("ContactForm on a Hindi page", () => {
  const field = (label: string) => screen.getByLabelText(label);
  const send = () => screen.getByRole("button", { name: "संदेश भेजें" });

  it("is labelled in Hindi, offers the subjects in Hindi, and posts itself in Hindi without scripts", () => {
    renderInPage(<ContactForm initialSubject="custom-trip" />, { lang: "hi" });
    const form = screen.getByRole("form", { name: "हमें संदेश भेजें" });
    expect(field("पहला नाम")).toBeRequired();
    expect(field("उपनाम (वैकल्पिक)")).not.toBeRequired();
    expect(screen.getByRole("option", { name: "अपनी पसंद की ट्रिप बनवाना" })).toHaveProperty("selected", true);
    expect(form.querySelector("input[name=lang]")).toHaveValue("hi");
  });

  it("asks in Hindi for what is missing, keeps what was typed, and confirms in Hindi once sent", async () => {
    const user = userEvent.setup();
    renderInPage(<ContactForm initialSubject="general" />, { lang: "hi" });
    await user.type(field("पहला नाम"), "आशा");
    await user.type(field("ईमेल"), "asha@example");
    await submitWith(user, send());
    expect(field("ईमेल")).toHaveFocus();
    expect(field("ईमेल")).toHaveAccessibleDescription("name@example.com जैसा सही ईमेल पता लिखें।");
    expect(field("संदेश")).toHaveAccessibleDescription("अपना संदेश लिखें।");
    expect(field("पहला नाम")).toHaveValue("आशा");

    await user.type(field("ईमेल"), ".com");
    await user.type(field("संदेश"), "मार्च में बारह दोस्तों के लिए एक ट्रिप।");
    await submitWith(user, send());
    expect(intake.sent[0].fields).toMatchObject({ lang: "hi", firstName: "आशा", email: "asha@example.com" });
    expect(screen.getByRole("status")).toHaveTextContent("धन्यवाद, आशा! आपका संदेश हमें मिल गया है। हम 24 घंटे के अंदर जवाब देंगे।");
  });
});
