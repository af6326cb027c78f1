import {
  absoluteUrl,
  breadcrumbList,
  faqPage,
  jobPosting,
  serializeJsonLd,
  touristTrip,
  travelAgency,
} from "../../src/lib/structured-data";
import { noReviews, reviewProductJsonLd, REVIEWS_IN_JSON_LD } from "../../content/review-markup";
import { upcomingTrip } from "../support/sample-data";
import { liveTripReviews } from "../support/review-fixtures";

const SITE = "https://trips.example.in";

const agency = {
  name: "Safarnama",
  description: "Small group trips across India.",
  email: "hello@safarnama.example",
  phone: "+91 00000 11111",
  address: {
    street: "Unit 404, Sector 44",
    city: "Gurugram",
    state: "Haryana",
    postalCode: "122003",
    country: "India",
  },
  openingHours: [{ days: ["Monday", "Friday"], opens: "09:00", closes: "18:00" }],
};

// The fixture's Spiti trip: Mountain, ₹18,999, departures from 2027-01-16 (12 seats, at the trip's price, as
// data/ leaves it out) and 2027-02-13 (3 seats, at its own ₹21,999).
const trip = {
  ...upcomingTrip,
  price: 18999,
  upcomingDepartures: upcomingTrip.upcomingDepartures.map(({ price, ...departure }) =>
    price === 18999 ? departure : { ...departure, price },
  ),
  imagePath: "/static/abc/spiti.jpg",
};

describe("serializeJsonLd", () => {
  it("writes JSON that parses back, with '<' escaped so no text can close the script element", () => {
    const data = faqPage([{ question: "</script><b>", answer: "ok" }]);
    const text = serializeJsonLd(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("absoluteUrl", () => {
  it("joins the site's URL and a path, with or without a trailing slash on the site", () => {
    expect(absoluteUrl(SITE, "/careers/")).toBe("https://trips.example.in/careers/");
    expect(absoluteUrl(`${SITE}/`, "/careers/")).toBe("https://trips.example.in/careers/");
    expect(absoluteUrl(SITE, "/")).toBe("https://trips.example.in/");
  });
});

describe("travelAgency", () => {
  const data = travelAgency(agency, { siteUrl: SITE, logoPath: "/icons/icon-512x512.png" });

  it("is a schema.org TravelAgency with its name, absolute logo and home URL", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      "@id": "https://trips.example.in/#travel-agency",
      name: "Safarnama",
      url: "https://trips.example.in/",
      logo: "https://trips.example.in/icons/icon-512x512.png",
    });
  });

  it("gives the postal address, a contact point and opening hours from the company data", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Unit 404, Sector 44",
      addressLocality: "Gurugram",
      addressRegion: "Haryana",
      postalCode: "122003",
      addressCountry: "India",
    });
    expect(data.contactPoint).toMatchObject({
      "@type": "ContactPoint",
      telephone: "+91 00000 11111",
      email: "hello@safarnama.example",
    });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Friday"], opens: "09:00", closes: "18:00" },
    ]);
  });
});

describe("breadcrumbList", () => {
  it("numbers every crumb, from Home, with its absolute URL", () => {
    expect(
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Careers", path: "/careers/" },
        ],
        SITE,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://trips.example.in/" },
        { "@type": "ListItem", position: 2, name: "Careers", item: "https://trips.example.in/careers/" },
      ],
    });
  });
});

describe("touristTrip", () => {
  const itinerary = [
    { day: 1, title: "Shimla to Sarahan", description: "Along the Sutlej." },
    { day: 2, title: "Sarahan to Kalpa", description: "Into Kinnaur." },
  ];
  const data = touristTrip({ ...trip, itinerary }, { siteUrl: SITE });

  it("names the trip by its own page, with its art and the agency that runs it", () => {
    expect(data).toMatchObject({
      "@type": "TouristTrip",
      "@id": "https://trips.example.in/trips/spiti-winter-expedition/#trip",
      url: "https://trips.example.in/trips/spiti-winter-expedition/",
      name: "Spiti Valley Winter Expedition",
      description: upcomingTrip.summary,
      touristType: "Mountain",
      image: "https://trips.example.in/static/abc/spiti.jpg",
      provider: { "@id": "https://trips.example.in/#travel-agency" },
    });
  });

  it("lists the itinerary day by day", () => {
    expect(data.itinerary).toEqual({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Day 1: Shimla to Sarahan", description: "Along the Sutlej." },
        { "@type": "ListItem", position: 2, name: "Day 2: Sarahan to Kalpa", description: "Into Kinnaur." },
      ],
    });
  });

  it("offers each departure at its own price in INR, else its trip's, soonest first, available until it leaves", () => {
    expect(data.offers).toEqual([
      {
        "@type": "Offer",
        url: "https://trips.example.in/trips/spiti-winter-expedition/",
        name: "Spiti Valley Winter Expedition, 2027-01-16 to 2027-01-23",
        price: 18999,
        priceCurrency: "INR",
        availabilityEnds: "2027-01-16",
        validThrough: "2027-01-16",
        offeredBy: { "@id": "https://trips.example.in/#travel-agency" },
      },
      expect.objectContaining({ availabilityEnds: "2027-02-13", price: 21999 }),
    ]);
  });

  it("claims no availability, which the build cannot know and nothing rewrites once seats are sold", () => {
    for (const offer of data.offers as Record<string, unknown>[]) {
      expect(offer).not.toHaveProperty("availability");
      expect(offer).not.toHaveProperty("eligibleQuantity");
    }
  });

  it("has no offers for a trip with no departure still to leave, and names its place when no itinerary is given", () => {
    const completed = touristTrip({ ...trip, upcomingDepartures: [] }, { siteUrl: SITE });
    expect(completed).not.toHaveProperty("offers");
    expect(completed.itinerary).toEqual({ "@type": "Place", name: "Kaza, Himachal Pradesh" });
  });

  it("leaves the image out when the trip has none", () => {
    expect(touristTrip({ ...trip, imagePath: undefined }, { siteUrl: SITE })).not.toHaveProperty("image");
  });
});

describe("jobPosting", () => {
  const employer = { name: "Safarnama", logoPath: "/icons/icon-512x512.png", address: agency.address };
  const job = {
    slug: "travel-consultant",
    title: "Travel Consultant",
    workplace: "On-site",
    type: "Full-time",
    postedOn: "2026-11-19",
    validThrough: "2027-01-31",
    summary: "Help travellers pick a trip.",
    description: ["You talk to travellers & help them <choose>."],
    responsibilities: ["Answer enquiries"],
    requirements: ["Fluent Hindi"],
  };
  const headings = { responsibilities: "What you will do", requirements: "What we are looking for" };

  it("has what Google requires: title, HTML description, dates, employment type, employer and place", () => {
    expect(jobPosting(job, employer, SITE, headings)).toMatchObject({
      "@type": "JobPosting",
      title: "Travel Consultant",
      url: "https://trips.example.in/careers/travel-consultant/",
      datePosted: "2026-11-19",
      validThrough: "2027-01-31T23:59:59+05:30",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Safarnama",
        logo: "https://trips.example.in/icons/icon-512x512.png",
      },
      jobLocation: {
        "@type": "Place",
        address: { addressLocality: "Gurugram", addressRegion: "Haryana", addressCountry: "IN" },
      },
    });
  });

  it("escapes the description's text and includes the responsibilities and requirements", () => {
    expect(jobPosting(job, employer, SITE, headings).description).toBe(
      "<p>You talk to travellers &amp; help them &lt;choose&gt;.</p><h3>What you will do</h3><ul><li>Answer enquiries</li></ul><h3>What we are looking for</h3><ul><li>Fluent Hindi</li></ul>",
    );
  });

  it.each([
    ["Part-time", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Internship", "INTERN"],
  ])("maps %s to %s", (type, schemaType) => {
    expect(jobPosting({ ...job, type }, employer, SITE, headings).employmentType).toBe(schemaType);
  });

  it("marks a remote job as telecommute within India", () => {
    expect(jobPosting({ ...job, workplace: "Remote" }, employer, SITE, headings)).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    expect(jobPosting(job, employer, SITE, headings)).not.toHaveProperty("jobLocationType");
  });
});

describe("faqPage", () => {
  it("turns each question into a Question with its accepted Answer", () => {
    expect(faqPage([{ question: "Can I come alone?", answer: "Yes." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Can I come alone?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
      ],
    });
  });
});

describe("reviewProductJsonLd (content/review-markup.ts), which the Worker writes with a trip's reviews", () => {
  const product = reviewProductJsonLd({ name: "Spiti Valley Winter Expedition" }, liveTripReviews)!;
  type Review = {
    "@type": string;
    name: string;
    reviewBody: string;
    datePublished: string;
    inLanguage: string;
    author: { "@type": string; name: string };
    reviewRating: { "@type": string; ratingValue: number; bestRating: number; worstRating: number };
  };
  const reviews = product.review as Review[];
  const aggregate = product.aggregateRating as Record<string, unknown>;

  it("is a schema.org Product named as the page names the trip, with an AggregateRating and Reviews", () => {
    expect(product["@context"]).toBe("https://schema.org");
    expect(product["@type"]).toBe("Product");
    expect(product.name).toBe("Spiti Valley Winter Expedition");
    expect(aggregate["@type"]).toBe("AggregateRating");
    expect(reviews.map((review) => review["@type"])).toEqual(["Review", "Review"]);
    // Only the properties schema.org gives these types.
    expect(Object.keys(product).sort()).toEqual(["@context", "@type", "aggregateRating", "name", "review"]);
    expect(Object.keys(aggregate).sort()).toEqual(["@type", "bestRating", "ratingValue", "reviewCount", "worstRating"]);
    for (const review of reviews) {
      expect(Object.keys(review).sort()).toEqual(
        ["@type", "author", "datePublished", "inLanguage", "name", "reviewBody", "reviewRating"].sort(),
      );
    }
  });

  it("keeps Google's review snippet rules: a rating within its best and worst, at least one review counted", () => {
    expect(aggregate.ratingValue).toBe(4.5);
    expect(aggregate.reviewCount).toBeGreaterThanOrEqual(1);
    expect(aggregate.worstRating).toBe(1);
    expect(aggregate.bestRating).toBe(5);
    const value = aggregate.ratingValue as number;
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(5);
  });

  it("gives each review its author as a Person with a name, its rating within 1 to 5, its date and language", () => {
    for (const review of reviews) {
      expect(review.author["@type"]).toBe("Person");
      expect(review.author.name.trim()).not.toBe("");
      expect(review.reviewRating["@type"]).toBe("Rating");
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(review.reviewRating.worstRating);
      expect(review.reviewRating.ratingValue).toBeLessThanOrEqual(review.reviewRating.bestRating);
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(["en", "hi"]).toContain(review.inLanguage);
      expect(review.name.trim()).not.toBe("");
    }
  });

  it("names at most REVIEWS_IN_JSON_LD reviews, newest first, while counting them all", () => {
    const many = {
      ...liveTripReviews,
      count: 30,
      reviews: Array.from({ length: 20 }, () => liveTripReviews.reviews[0]),
    };
    const data = reviewProductJsonLd({ name: "Spiti" }, many)!;
    expect((data.review as unknown[]).length).toBe(REVIEWS_IN_JSON_LD);
    expect((data.aggregateRating as { reviewCount: number }).reviewCount).toBe(30);
  });

  it("is not written for a trip with no published review: no rating nobody gave", () => {
    expect(reviewProductJsonLd({ name: "Spiti" }, noReviews("trip:spiti-winter-expedition"))).toBeNull();
  });
});
