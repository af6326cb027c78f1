import { screen, within } from "@testing-library/react";
import { JobList } from "../../../src/components/jobs/job-list";
import { job } from "../../support/sample-data";
import { renderInPage } from "../../support/messages";

describe("JobList", () => {
  it("lists every job", () => {
    const titles = ["Travel Consultant", "Marketing Coordinator", "Customer Support Executive", "Tour Planner"];
    renderInPage(
      <JobList jobs={titles.map((title) => ({ ...job, jsonId: title, title }))} builtAt="2026-11-21T10:00:00Z" />,
    );
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual(titles);
  });
});
