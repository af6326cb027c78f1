import { render, screen } from "@testing-library/react";
import { PageBanner } from "../../../src/components/ui/page-banner";

afterEach(() => jest.restoreAllMocks());

describe("PageBanner", () => {
  it("holds the page's only h1, with its intro", () => {
    render(<PageBanner title="Explore Our Trips" intro="Fixed departures across India." />);
    expect(screen.getByRole("heading", { level: 1, name: "Explore Our Trips" })).toBeInTheDocument();
    expect(screen.getByText("Fixed departures across India.")).toBeInTheDocument();
  });
});
