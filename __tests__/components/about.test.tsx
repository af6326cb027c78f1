import { render, screen, within } from "@testing-library/react";
import { AboutStory } from "../../src/components/about/about-story";
import { PressSection } from "../../src/components/about/press-section";
import { ValuesGrid } from "../../src/components/about/values-grid";

describe("AboutStory", () => {
  // StaticImage's image is resolved by Gatsby's build-time Babel plugin, which Jest does not run.
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("tells the story and shows the numbers as a description list", () => {
    render(
      <AboutStory
        heading="We started Safarnama to make India feel closer"
        story={["It began on a bus to Manali.", "So we built one."]}
        stats={[
          { value: "6,000+", label: "travellers hosted" },
          { value: "14", label: "states and union territories" },
        ]}
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
  });
});

describe("ValuesGrid", () => {
  it("shows the four values", () => {
    const titles = ["Community First", "Simplicity", "Excellence", "Trust"];
    render(
      <ValuesGrid values={titles.map((title) => ({ icon: "star", title, description: `${title} explained.` }))} />,
    );
    const section = screen.getByRole("region", { name: "Our values" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(titles);
    expect(section).toHaveTextContent("Trust explained.");
  });

  it("refuses an icon name it does not know", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ValuesGrid values={[{ icon: "heart", title: "Trust", description: "." }]} />)).toThrow(
      "data/about.json, value 'Trust', field icon: unknown icon 'heart'",
    );
    jest.restoreAllMocks();
  });
});

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
