import { screen } from "@testing-library/react";
import { AboutStory } from "../../../src/components/about/about-story";
import { imageData } from "../../support/sample-data";
import { renderInPage } from "../../support/messages";

describe("AboutStory", () => {
  it("tells the story and shows the numbers as a description list", () => {
    renderInPage(
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

  it("describes its art and names the story in Hindi on a Hindi page", () => {
    renderInPage(<AboutStory heading="हमारी शुरुआत" story={[]} stats={[]} art={imageData(640, 512).childImageSharp} />, {
      lang: "hi",
    });
    expect(screen.getByRole("region", { name: "हमारी शुरुआत" })).toHaveTextContent("हमारी कहानी");
    expect(screen.getByRole("img", { name: /अलाव के चारों ओर बैठे चार यात्रियों का चित्र/ })).toBeInTheDocument();
  });
});
