import { render, screen, within } from "@testing-library/react";
import { ValuesGrid } from "../../../src/components/about/values-grid";

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
});
