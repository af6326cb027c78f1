import { render, screen } from "@testing-library/react";
import { AboutStory } from "../../../src/components/about/about-story";
import { imageData } from "../../support/sample-data";

describe("AboutStory", () => {
  it("tells the story and shows the numbers as a description list", () => {
    render(
      <AboutStory
        heading="We started Safarnama to make India feel closer"
        story={["It began on a bus to Manali.", "So we built one."]}
        stats={[
          { value: "6,000+", label: "travellers hosted" },
          { value: "14", label: "states and union territories" },
        ]}
        art={imageData(640, 512).childImageSharp}
      />,
    );
    const story = screen.getByRole("region", { name: "We started Safarnama to make India feel closer" });
    expect(story).toHaveTextContent("It began on a bus to Manali.");
    expect(story).toHaveTextContent("So we built one.");
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "travellers hosted",
      "states and union territories",
    ]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["6,000+", "14"]);
    expect(screen.getByRole("img", { name: /four travellers sitting around a campfire/ })).toHaveAttribute(
      "loading",
      "lazy",
    );
  });
});
