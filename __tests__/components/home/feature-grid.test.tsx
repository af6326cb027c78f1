import { render, screen, within } from "@testing-library/react";
import { FeatureGrid } from "../../../src/components/home/feature-grid";

describe("FeatureGrid", () => {
  it("shows each feature card with its title and description", () => {
    render(
      <FeatureGrid
        features={[
          { id: "a", icon: "shield", title: "Safety at every step", description: "Trained trip leads." },
          { id: "b", icon: "wallet", title: "One clear price", description: "No surprise add-ons." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Why travel with us" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).getByRole("heading", { name: "Safety at every step" })).toBeInTheDocument();
    expect(section).toHaveTextContent("No surprise add-ons.");
  });
});
