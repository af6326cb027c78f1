import { screen, within } from "@testing-library/react";
import { PressSection } from "../../../src/components/about/press-section";
import { renderInPage } from "../../support/messages";

describe("PressSection", () => {
  it("is the #press target with facts and a media contact", () => {
    renderInPage(
      <PressSection
        heading="Press and media"
        text="Writing about group travel?"
        facts={["Founded in 2019 in Gurugram, Haryana"]}
        email="press@safarnama.example"
      />,
    );
    const section = screen.getByRole("region", { name: "Press and media" });
    expect(section).toHaveAttribute("id", "press");
    expect(section).toHaveTextContent("Founded in 2019 in Gurugram, Haryana");
    expect(within(section).getByRole("link", { name: "press@safarnama.example" })).toHaveAttribute(
      "href",
      "mailto:press@safarnama.example",
    );
  });

  it("offers the media contact in Hindi on a Hindi page, the address still a link", () => {
    renderInPage(<PressSection heading="प्रेस और मीडिया" text="" facts={[]} email="press@safarnama.example" />, {
      lang: "hi",
    });
    const section = screen.getByRole("region", { name: "प्रेस और मीडिया" });
    expect(within(section).getByRole("heading", { name: "मीडिया की पूछताछ" })).toBeInTheDocument();
    expect(section).toHaveTextContent(
      "press@safarnama.example पर लिखें। हम प्रेस के अनुरोधों का जवाब एक कार्यदिवस के भीतर देते हैं।",
    );
    expect(within(section).getByRole("link", { name: "press@safarnama.example" })).toHaveAttribute(
      "href",
      "mailto:press@safarnama.example",
    );
  });
});
