import { render, screen, within } from "@testing-library/react";
import { FeatureGrid } from "../../../src/components/home/feature-grid";

describe("FeatureGrid", () => {
  it("shows each feature card with its title and description", () => {
    render(
      <FeatureGrid
        features={[
          { jsonId: "a", icon: "shield", title: "Safety at every step", description: "Trained trip leads." },
          { jsonId: "b", icon: "wallet", title: "One clear price", description: "No surprise add-ons." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Why travel with us" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).getByRole("heading", { name: "Safety at every step" })).toBeInTheDocument();
    expect(section).toHaveTextContent("No surprise add-ons.");
  });

  it("refuses an icon name it does not know, naming the file, entry and field", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(
        <FeatureGrid features={[{ jsonId: "safety-first", icon: "sheild", title: "Safety", description: "." }]} />,
      ),
    ).toThrow(
      "data/features.json, entry 'safety-first', field icon: unknown icon 'sheild'. Use one of: group, shield,",
    );
    jest.restoreAllMocks();
  });
});
