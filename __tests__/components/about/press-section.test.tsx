import { render, screen, within } from "@testing-library/react";
import { PressSection } from "../../../src/components/about/press-section";

describe("PressSection", () => {
  it("is the #press target with facts and a media contact", () => {
    render(
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
});
