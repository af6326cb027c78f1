import { renderToString } from "react-dom/server";
import { screen, within } from "@testing-library/react";
import { JobCard } from "../../../src/components/jobs/job-card";
import { dialogTrigger, job } from "../../support/sample-data";
import { InPage, renderInPage } from "../../support/messages";

describe("JobCard", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the role, its type, place and summary, with an Apply action", () => {
    renderInPage(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
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
    renderInPage(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
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
    renderInPage(<JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />);
    expect(screen.getByText("2 weeks ago")).toHaveAttribute("datetime", "2026-11-19");
  });

  it("renders relative to the build time on the server, so hydration finds the same markup", () => {
    jest.useFakeTimers({ now: new Date("2026-12-05T09:00:00Z") });
    const html = renderToString(
      <InPage>
        <JobCard job={job} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />
      </InPage>,
    );
    expect(html).toContain("2 days ago");
    expect(html).not.toContain("2 weeks ago");
  });

  it("speaks Hindi on a Hindi page: its type, when it was posted, and Apply, each naming the role", () => {
    jest.useFakeTimers({ now: new Date("2026-12-05T09:00:00Z") });
    const hindi = { ...job, title: "ट्रैवल कंसल्टेंट", location: "गुरुग्राम, हरियाणा" };
    renderInPage(<JobCard job={hindi} builtAt="2026-11-21T10:00:00Z" applyTrigger={dialogTrigger()} />, {
      lang: "hi",
    });
    const card = screen.getByRole("article", { name: "ट्रैवल कंसल्टेंट" });
    expect(card).toHaveTextContent("फ़ुल-टाइम");
    expect(card).toHaveTextContent("पोस्ट: 2 सप्ताह पहले");
    expect(within(card).getByRole("button", { name: "ट्रैवल कंसल्टेंट के लिए आवेदन करें" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ट्रैवल कंसल्टेंट" })).toHaveAttribute("href", "/hi/careers/travel-consultant/");
    expect(screen.getByRole("link", { name: "ट्रैवल कंसल्टेंट की भूमिका का विवरण" })).toHaveAttribute(
      "href",
      "/hi/careers/travel-consultant/",
    );
  });
});
