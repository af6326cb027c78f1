import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import HomePage, { Head } from "../../src/pages/index";
import type { Locale } from "../../content/locales.mjs";
import { completedDepartures, imageData, upcomingTrip } from "../support/sample-data";
import { hindiReview, markupIn } from "../support/review-fixtures";
import { pageMessages, renderInPage } from "../support/messages";

/** The home page's query, in a language: more trips than the page shows, so it links to the rest. */
function homeData(lang: Locale) {
  return {
    messages: pageMessages(lang),
    heroArt: imageData(1600, 900),
    company: { structuredData: "{}" },
    about: { stats: [{ value: "6,000+", label: lang === "hi" ? "यात्रियों की मेज़बानी" : "travellers hosted" }] },
    upcoming: { totalCount: 9, nodes: [{ ...upcomingTrip, structuredData: "{}" }] },
    features: { features: [{ id: "leads", icon: "compass", title: "Trip leads", description: "On every trip." }] },
    recent: { totalCount: 20, nodes: completedDepartures },
    homeReviews: markupIn(
      lang,
      {
        reviewKey: "home",
        count: 0,
        average: null,
        reviews: [{ ...hindiReview, tripTitle: "Spiti Valley Winter Expedition" }],
      },
      null,
    ),
  } as unknown as Queries.HomePageQuery;
}

const renderHome = (lang: Locale, data = homeData(lang)) =>
  renderInPage(<HomePage {...({ data } as PageProps<Queries.HomePageQuery>)} />, { lang });

describe("Home page", () => {
  it("opens with its headline and the two calls to action, and links to the rest of the trips", () => {
    renderHome("en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Travel India together, with people who become friends.",
    );
    expect(screen.getByRole("link", { name: "Explore Trips" })).toHaveAttribute("href", "/trips/");
    expect(screen.getByRole("region", { name: "Why travel with us" })).toBeInTheDocument();
    const reviews = screen.getByRole("region", { name: "From our travellers" });
    expect(within(reviews).getByRole("article")).toHaveAttribute("lang", "hi");
    expect(within(reviews).getByRole("link", { name: "Spiti Valley Winter Expedition" })).toHaveAttribute(
      "href",
      "/trips/spiti-winter-expedition/",
    );
    expect(screen.getByRole("link", { name: "See all upcoming trips (9)" })).toHaveAttribute("href", "/trips/");
    expect(screen.getByRole("link", { name: "See more completed trips (20)" })).toHaveAttribute("href", "/trips/");
  });

  it("in Hindi, has Hindi headings and calls to action, and every link of its own leads to a Hindi page", () => {
    renderHome("hi");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "साथ मिलकर भारत घूमें, ऐसे लोगों के संग जो दोस्त बन जाते हैं।",
    );
    expect(screen.getByRole("link", { name: "ट्रिप देखें" })).toHaveAttribute("href", "/hi/trips/");
    expect(screen.getByRole("link", { name: "कस्टम ट्रिप प्लान करें" })).toHaveAttribute(
      "href",
      "/hi/contact-us/?subject=custom-trip",
    );
    const features = screen.getByRole("region", { name: "हमारे साथ सफ़र क्यों करें" });
    expect(within(features).getByText("सफ़रनामा ही क्यों")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "हमारे यात्रियों की समीक्षाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "आने वाली सभी ट्रिप देखें (9)" })).toHaveAttribute("href", "/hi/trips/");
    expect(screen.getByRole("link", { name: "पूरी हो चुकी और ट्रिप देखें (20)" })).toHaveAttribute("href", "/hi/trips/");
  });

  it("shows no reviews section while none of the chosen reviews is published, and no made-up quote", () => {
    const none = markupIn("en", { reviewKey: "home", count: 0, average: null, reviews: [] }, null);
    const data = { ...homeData("en"), homeReviews: none } as Queries.HomePageQuery;
    const { container } = renderHome("en", data);
    expect(screen.queryByRole("region", { name: "From our travellers" })).not.toBeInTheDocument();
    expect(container.querySelector("[data-review-section='home']")).toHaveAttribute("hidden");
    expect(container.querySelector("[data-review-list='home']")).toBeEmptyDOMElement();
  });

  it("is titled and described in the page's language", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteMetadata: { siteUrl: "https://trips.example.in" } });
    const head = (lang: Locale, pathname: string) =>
      render(
        <Head
          {...({ data: homeData(lang), location: { pathname }, pageContext: { lang } } as HeadProps<
            Queries.HomePageQuery,
            { lang: Locale }
          >)}
        />,
      ).container;
    expect(head("en", "/").querySelector("title")).toHaveTextContent("Safarnama — Group trips across India");
    const hindi = head("hi", "/hi/");
    expect(hindi.querySelector("title")).toHaveTextContent("सफ़रनामा — पूरे भारत में ग्रुप ट्रिप");
    expect(hindi.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      pageMessages("hi").seo.siteDescription,
    );
  });
});
