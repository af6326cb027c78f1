import { renderToString } from "react-dom/server";
import { render, screen, within } from "@testing-library/react";
import { JobCard } from "../../../src/components/jobs/job-card";
import { dialogTrigger, job } from "../../support/sample-data";

describe("JobCard", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the role, its type, place and summary, with an Apply action", () => {
    render(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article", { name: "Travel Consultant" });
    expect(card).toHaveTextContent("Full-time");
    expect(card).toHaveTextContent("Gurugram, Haryana");
    expect(card).toHaveTextContent("Help travellers pick the right trip.");
    expect(within(card).getByRole("button", { name: "Apply for Travel Consultant" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  });

  it("links to the role's own page from its title and from 'Role details'", () => {
    render(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
    expect(screen.getByRole("link", { name: "Travel Consultant" })).toHaveAttribute(
      "href",
      "/careers/travel-consultant/",
    );
    expect(screen.getByRole("link", { name: "Role details for Travel Consultant" })).toHaveAttribute(
      "href",
      "/careers/travel-consultant/",
    );
  });

  it("says how long ago the job was posted by the visitor's clock, not the build's", () => {
    jest.useFakeTimers({ now: new Date("2026-12-05T09:00:00Z") });
    render(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
    expect(screen.getByText("2 weeks ago")).toHaveAttribute("datetime", "2026-11-19");
  });

  it("renders relative to the build time on the server, so hydration finds the same markup", () => {
    jest.useFakeTimers({ now: new Date("2026-12-05T09:00:00Z") });
    const html = renderToString(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
    expect(html).toContain("2 days ago");
    expect(html).not.toContain("2 weeks ago");
  });
});
