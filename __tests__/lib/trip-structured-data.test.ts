import { upcomingTripsStructuredData } from "../../src/lib/trip-structured-data";
import { upcomingTrip } from "../support/sample-data";

const SITE = "https://trips.example.in";

describe("upcomingTripsStructuredData", () => {
  it("describes each card's trip with the card image's URL and its offers", () => {
    const [data] = upcomingTripsStructuredData([upcomingTrip], SITE);
    expect(data).toMatchObject({
      "@type": "TouristTrip",
      name: upcomingTrip.title,
      image: "https://trips.example.in/static/trip.jpg",
    });
    expect(data.offers).toHaveLength(2);
  });
});
