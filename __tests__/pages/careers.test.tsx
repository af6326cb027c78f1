import { screen } from "@testing-library/react";
import { useStaticQuery, type PageProps } from "gatsby";
import CareersPage from "../../src/pages/careers";
import type { Locale } from "../../content/locales.mjs";
import { companyInfoQuery, job } from "../support/sample-data";
import { pageMessages, renderInPage } from "../support/messages";

function renderCareers(lang: Locale, jobCount: number) {
  jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
  const data = {
    messages: pageMessages(lang),
    site: { buildTime: "2026-11-21T10:00:00Z" },
    jobs: { nodes: Array.from({ length: jobCount }, (_, index) => ({ ...job, slug: `job-${index}` })) },
  } satisfies Queries.CareersPageQuery;
  renderInPage(<CareersPage {...({ data } as unknown as PageProps<Queries.CareersPageQuery>)} />, { lang });
}

describe("Careers page", () => {
  it("says how many roles are open, and where to write when none fits", () => {
    renderCareers("en", 2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Work with us");
    expect(screen.getByRole("region", { name: "Open positions" })).toHaveTextContent(
      "2 roles are open right now. Not the right fit? Write to careers@safarnama.example anyway.",
    );
  });

  it("counts one role in the singular", () => {
    renderCareers("en", 1);
    expect(screen.getByRole("region", { name: "Open positions" })).toHaveTextContent("1 role is open right now.");
  });

  it("speaks Hindi on a Hindi page, its count in Hindi's singular and plural, its Back link to the Hindi home", () => {
    renderCareers("hi", 2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("हमारे साथ काम करें");
    expect(screen.getByRole("region", { name: "खुले पद" })).toHaveTextContent(
      "अभी 2 पद खुले हैं। इनमें से कोई आपके लिए सही नहीं? फिर भी careers@safarnama.example पर लिखें।",
    );
    expect(screen.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/hi/");
  });

  it("counts one role in Hindi's singular", () => {
    renderCareers("hi", 1);
    expect(screen.getByRole("region", { name: "खुले पद" })).toHaveTextContent("अभी 1 पद खुला है।");
  });
});
