import {
  LIMITED_SEATS,
  absoluteUrl,
  availabilityFor,
  breadcrumbList,
  faqPage,
  touristTrip,
  travelAgency,
} from "../../src/lib/structured-data";
import { upcomingTripsStructuredData } from "../../src/components/trips/trip-structured-data";
import { upcomingTrip } from "../support/fixtures";

const SITE = "https://trips.example.in";

const agency = {
  name: "Safarnama",
  description: "Small group trips across India.",
  email: "hello@safarnama.example",
  phone: "+91 00000 11111",
  address: { street: "Unit 404, Sector 44", city: "Gurugram", state: "Haryana", postalCode: "122003", country: "India" },
  openingHours: [{ days: ["Monday", "Friday"], opens: "09:00", closes: "18:00" }],
};

// The fixture's Spiti trip: Mountain, from 2027-01-16, ₹18,999, 12 seats left.
const trip = { ...upcomingTrip, imagePath: "/static/abc/spiti.jpg" };

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
    expect(data.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: "+91 00000 11111", email: "hello@safarnama.example" });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Friday"], opens: "09:00", closes: "18:00" },
    ]);
  });
});

describe("breadcrumbList", () => {
  it("starts at Home and numbers every crumb with its absolute URL", () => {
    expect(breadcrumbList([{ name: "Careers", path: "/careers/" }], SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://trips.example.in/" },
        { "@type": "ListItem", position: 2, name: "Careers", item: "https://trips.example.in/careers/" },
      ],
    });
  });
});

describe("availabilityFor", () => {
  it.each([
    [0, "SoldOut"],
    [-1, "SoldOut"],
    [1, "LimitedAvailability"],
    [LIMITED_SEATS, "LimitedAvailability"],
    [LIMITED_SEATS + 1, "InStock"],
    [15, "InStock"],
  ])("%i seats left is %s", (spots, availability) => {
    expect(availabilityFor(spots)).toBe(`https://schema.org/${availability}`);
  });
});

describe("touristTrip", () => {
  const data = touristTrip(trip, { siteUrl: SITE, pagePath: "/trips/" });

  it("names the trip, its art and the agency that runs it", () => {
    expect(data).toMatchObject({
      "@type": "TouristTrip",
      "@id": "https://trips.example.in/trips/#trip-spiti-winter-expedition",
      name: "Spiti Valley Winter Expedition",
      touristType: "Mountain",
      image: "https://trips.example.in/static/abc/spiti.jpg",
      provider: { "@id": "https://trips.example.in/#travel-agency" },
    });
  });

  it("offers a seat at the price in INR, available until departure, from the seats left", () => {
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      url: "https://trips.example.in/trips/",
      price: 18999,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      availabilityEnds: "2027-01-16",
      eligibleQuantity: { maxValue: 12 },
    });
    const soldOut = touristTrip({ ...trip, spots: 0 }, { siteUrl: SITE, pagePath: "/trips/" });
    expect(soldOut.offers).toMatchObject({ availability: "https://schema.org/SoldOut", eligibleQuantity: { maxValue: 0 } });
  });

  it("leaves the image out when the trip has none", () => {
    expect(touristTrip({ ...trip, imagePath: undefined }, { siteUrl: SITE, pagePath: "/" })).not.toHaveProperty("image");
  });
});

describe("upcomingTripsStructuredData", () => {
  it("describes each card's trip with the card image's URL", () => {
    const [data] = upcomingTripsStructuredData([upcomingTrip], { siteUrl: SITE, pagePath: "/" });
    expect(data).toMatchObject({
      "@type": "TouristTrip",
      name: upcomingTrip.title,
      image: "https://trips.example.in/static/trip.jpg",
      offers: { price: upcomingTrip.price, priceCurrency: "INR" },
    });
  });
});

describe("faqPage", () => {
  it("turns each question into a Question with its accepted Answer", () => {
    expect(faqPage([{ question: "Can I come alone?", answer: "Yes." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Can I come alone?", acceptedAnswer: { "@type": "Answer", text: "Yes." } }],
    });
  });
});
