import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqList } from "../../../src/components/contact/faq-list";
import { renderInPage } from "../../support/messages";

describe("FaqList", () => {
  it("shows each question, with its answer revealed on demand", async () => {
    const user = userEvent.setup();
    renderInPage(
      <FaqList
        faqs={[
          { id: "a", question: "Can I join alone?", answer: "Yes, most travellers do." },
          { id: "b", question: "What is included?", answer: "Stays, meals and transport." },
          { id: "c", question: "How do I pay?", answer: "A 30% deposit." },
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

  it("is headed in Hindi on a Hindi page", () => {
    renderInPage(<FaqList faqs={[]} />, { lang: "hi" });
    expect(screen.getByRole("region", { name: "अक्सर पूछे जाने वाले सवाल" })).toHaveTextContent("सवाल-जवाब");
  });
});
