import { fireEvent, render, screen, within } from "@testing-library/react";
import { JobPreview } from "../../src/admin/previews/job-preview";
import type { PreviewProps } from "../../src/admin/previews/preview-props";
import { TripPreview } from "../../src/admin/previews/trip-preview";
import { jobs, trips } from "../../e2e/support/site";
import { withMessages } from "../../src/admin/previews/with-messages";
import { pageMessages, renderInPage } from "../support/messages";

/** What Decap hands a preview template, for an entry holding `data`. */
function previewProps(data: unknown): PreviewProps {
  return {
    entry: { getIn: () => ({ toJS: () => data }) },
    collection: { get: () => ({ find: () => ({ get: () => "image" }) }) },
    getAsset: (path) => ({ toString: () => `blob:preview/${path}` }),
  };
}

const spiti = trips.find((trip) => trip.slug === "spiti-winter-expedition")!;

describe("the content editor's previews", () => {
  // The preview sorts departures as of today: today is a week before the trip's first departure.
  beforeEach(() => {
    const firstDeparture = new Date(`${spiti.departures[0].startDate}T06:00:00Z`);
    jest.useFakeTimers({ now: firstDeparture.getTime() - 7 * 24 * 3600 * 1000, advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it("shows a trip as its card and its page, with the site's own components", () => {
    renderInPage(<TripPreview {...previewProps({ ...spiti, price: 19500 })} />);
    const card = screen.getByRole("article", { name: spiti.title });
    expect(card).toHaveTextContent("₹19,500");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(spiti.title);
    expect(screen.getByRole("heading", { name: "Dates and seats" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you pay, and until when" })).toBeInTheDocument();
    // The art the editor chose, from the URL Decap serves it at.
    expect(card.innerHTML).toContain(`blob:preview/${spiti.image}`);
  });

  it("lists what the build would say instead, while the trip would be refused", () => {
    renderInPage(<TripPreview {...previewProps({ ...spiti, price: -500 })} />);
    expect(
      screen.getByRole("region", { name: /The preview appears once the entry follows the site's rules/ }),
    ).toHaveTextContent("price must be more than 0 (rupees per person, before GST) (found -500)");
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it.each([
    ["trip", () => <TripPreview {...previewProps(spiti)} />, spiti.title],
    ["job", () => <JobPreview {...previewProps(jobs[0])} />, jobs[0].title],
  ])(
    "keeps the %s preview's links from taking the editor away: a click's default is prevented before the link sees it",
    (_kind, preview, title) => {
      renderInPage(preview());
      const link = within(screen.getByRole("article", { name: title })).getAllByRole("link")[0];
      let preventedBeforeTheLink: boolean | undefined;
      link.addEventListener("click", (event) => (preventedBeforeTheLink = event.defaultPrevented));
      fireEvent.click(link);
      expect(preventedBeforeTheLink).toBe(true);
    },
  );

  it("shows a job as its careers card and its page", () => {
    const job = jobs[0];
    renderInPage(<JobPreview {...previewProps(job)} />);
    expect(screen.getByRole("article", { name: job.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(job.title);
    expect(screen.getByRole("heading", { name: "Apply for this role" })).toBeInTheDocument();
  });

  it("hands the site's components the words the /admin/ page's query gave, as the editor registers each preview", () => {
    const { careers, common } = pageMessages("en");
    const JobPreviewWithWords = withMessages(JobPreview, { careers, common });
    render(<JobPreviewWithWords {...previewProps(jobs[0])} />);
    expect(screen.getByRole("heading", { name: "What you will do" })).toBeInTheDocument();
  });
});
