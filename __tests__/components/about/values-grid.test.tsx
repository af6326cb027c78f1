import { screen, within } from "@testing-library/react";
import { ValuesGrid } from "../../../src/components/about/values-grid";
import { renderInPage } from "../../support/messages";

describe("ValuesGrid", () => {
  it("shows the four values", () => {
    const titles = ["Community First", "Simplicity", "Excellence", "Trust"];
    renderInPage(
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

  it("is headed in Hindi on a Hindi page", () => {
    renderInPage(<ValuesGrid values={[]} />, { lang: "hi" });
    expect(screen.getByRole("region", { name: "हमारे मूल्य" })).toHaveTextContent("हम किन बातों पर कायम हैं");
  });
});
