import { screen, within } from "@testing-library/react";
import { renderInPage } from "../support/messages";
import type { PageProps } from "gatsby";
import JobPage from "../../src/templates/job-page";
import { userOnFakeClock } from "../support/user";

const data: Queries.JobPageQuery = {
  job: {
    slug: "tour-planner",
    title: "Tour Planner",
    location: "Gurugram, Haryana",
    workplace: "On-site",
    type: "Contract",
    postedOn: "2026-10-28",
    validThrough: "2027-01-10",
    summary: "Design new itineraries.",
    description: ["Tour planners design the trips.", "A six-month contract."],
    responsibilities: ["Scout new routes", "Negotiate rates"],
    requirements: ["3 years planning tours"],
    structuredData: '{"@type":"JobPosting"}',
  },
};

afterEach(() => jest.useRealTimers());

describe("Job page", () => {
  beforeEach(() => renderInPage(<JobPage {...({ data } as PageProps<Queries.JobPageQuery>)} />));

  it("shows the role, what you will do and what we look for", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Tour Planner");
    expect(screen.getByRole("region", { name: "About the role" })).toHaveTextContent(
      "Tour planners design the trips.A six-month contract.",
    );
    expect(within(screen.getByRole("region", { name: "What you will do" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "What we are looking for" })).toHaveTextContent("3 years planning tours");
    expect(screen.getByRole("link", { name: "All openings" })).toHaveAttribute("href", "/careers/");
  });

  it("gives the type, place and dates beside the Apply button", () => {
    const panel = screen.getByRole("complementary", { name: "Apply for this role" });
    expect(panel).toHaveTextContent("Contract, on-site");
    expect(panel).toHaveTextContent("28 Oct 2026");
    expect(panel).toHaveTextContent("10 Jan 2027");
  });

  it("opens the job application dialog for this role", async () => {
    const user = userOnFakeClock();
    await user.click(screen.getByRole("button", { name: "Apply for Tour Planner" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply for Tour Planner" });
    expect(dialog).toHaveAccessibleDescription("Contract · Gurugram, Haryana");
  });
});
