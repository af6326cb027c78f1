import { render, screen } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import AboutPage, { Head } from "../../src/pages/about-us";
import type { Locale } from "../../content/locales.mjs";
import { companyInfoQuery, imageData } from "../support/sample-data";
import { pageMessages, renderInPage } from "../support/messages";

const aboutData = (lang: Locale) =>
  ({
    messages: pageMessages(lang),
    storyArt: imageData(640, 512),
    about: {
      heading: lang === "hi" ? "हमारी शुरुआत" : "How we started",
      story: [],
      stats: [],
      values: [],
      press: { heading: lang === "hi" ? "प्रेस और मीडिया" : "Press and media", text: "", facts: [] },
    },
  }) as unknown as Queries.AboutPageQuery;

describe("About page", () => {
  it("is headed by the company's motto, in the page's language", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    renderInPage(<AboutPage {...({ data: aboutData("hi") } as PageProps<Queries.AboutPageQuery>)} />, { lang: "hi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("साथ मिलकर सफ़र का मज़ा ही कुछ और है");
    expect(screen.getByText("पूरे भारत में ग्रुप ट्रिप")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "हमारे मूल्य" })).toBeInTheDocument();
  });

  it("is titled and described in the page's language", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteMetadata: { siteUrl: "https://trips.example.in" } });
    const head = (lang: Locale, pathname: string) =>
      render(<Head {...({ data: aboutData(lang), location: { pathname } } as HeadProps<Queries.AboutPageQuery>)} />)
        .container;
    expect(head("en", "/about-us/").querySelector("title")).toHaveTextContent("About Us | Safarnama");
    const hindi = head("hi", "/hi/about-us/");
    expect(hindi.querySelector("title")).toHaveTextContent("हमारे बारे में | सफ़रनामा");
    expect(hindi.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      pageMessages("hi").about.description,
    );
  });
});
