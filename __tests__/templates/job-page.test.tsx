import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import JobPage, { Head } from "../../src/templates/job-page";
import { userOnFakeClock } from "../support/user";
import { pageMessages, renderInPage } from "../support/messages";

const data: Queries.JobPageQuery = {
  messages: pageMessages("en"),
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

/** The same job as its Hindi page's query gets it: its text translated, its facts as they are. */
const hindiData: Queries.JobPageQuery = {
  messages: pageMessages("hi"),
  job: {
    ...data.job!,
    title: "टूर प्लानर",
    location: "गुरुग्राम, हरियाणा",
    summary: "नए यात्रा-कार्यक्रम तैयार करें।",
    description: ["टूर प्लानर ट्रिप तैयार करते हैं।"],
    responsibilities: ["नए रास्ते खोजना", "दरें तय करना"],
    requirements: ["टूर प्लानिंग में 3 साल"],
  },
};

afterEach(() => jest.useRealTimers());

describe("Job page", () => {
  beforeEach(() => renderInPage(<JobPage {...({ data } as PageProps<Queries.JobPageQuery>)} />));

  it("shows the role, what you will do and what we look for", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Tour Planner");
    expect(screen.getByText("Careers · Contract")).toBeInTheDocument();
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

describe("Job page in Hindi", () => {
  it("speaks Hindi: its headings, the job's type and workplace, its dates, and links within the Hindi pages", () => {
    renderInPage(<JobPage {...({ data: hindiData } as PageProps<Queries.JobPageQuery>)} />, { lang: "hi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("टूर प्लानर");
    expect(screen.getByText("करियर · कॉन्ट्रैक्ट")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "भूमिका के बारे में" })).toHaveTextContent("टूर प्लानर ट्रिप तैयार करते हैं।");
    expect(within(screen.getByRole("region", { name: "आप क्या करेंगे" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "हमें किसकी तलाश है" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "सभी खुले पद" })).toHaveAttribute("href", "/hi/careers/");
    const panel = screen.getByRole("complementary", { name: "इस भूमिका के लिए आवेदन करें" });
    expect(panel).toHaveTextContent("कॉन्ट्रैक्ट, ऑफ़िस से");
    expect(panel).toHaveTextContent("28 अक्टू॰ 2026");
    expect(panel).toHaveTextContent("10 जन॰ 2027");
    expect(within(panel).getByRole("button", { name: "टूर प्लानर के लिए आवेदन करें" })).toBeInTheDocument();
  });

  it("has a Hindi title and a breadcrumb trail through the Hindi careers page", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteMetadata: { siteUrl: "https://trips.example.in" } });
    const location = { pathname: "/hi/careers/tour-planner/" };
    const { container } = render(
      <Head {...({ data: hindiData, location } as unknown as HeadProps<Queries.JobPageQuery>)} />,
    );
    expect(container.querySelector("title")).toHaveTextContent("टूर प्लानर, गुरुग्राम, हरियाणा | सफ़रनामा");
    const breadcrumbs = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.innerHTML))
      .find((json) => json["@type"] === "BreadcrumbList");
    expect(breadcrumbs.itemListElement.map(({ name, item }: { name: string; item: string }) => [name, item])).toEqual([
      ["होम", "https://trips.example.in/hi/"],
      ["करियर", "https://trips.example.in/hi/careers/"],
      ["टूर प्लानर", "https://trips.example.in/hi/careers/tour-planner/"],
    ]);
  });
});
