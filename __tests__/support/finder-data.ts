// A small catalogue as the trip finder's index holds it: three trips, six
// departures across a new year, one sold out.
import { finderIndex, type FinderIndex, type FinderSourceTrip } from "../../content/finder-index";

export const finderTrips = {
  rishikesh: {
    slug: "rishikesh-rafting-camp",
    title: "Rishikesh Rafting & Riverside Camp",
    location: "Rishikesh, Uttarakhand",
    summary: "A long weekend on the Ganga: Grade III rapids and a night in riverside tents.",
    category: "Adventure",
    difficulty: "moderate",
    price: 5999,
  },
  kerala: {
    slug: "kerala-backwaters-spice-hills",
    title: "Kerala Backwaters & Spice Hills",
    location: "Alleppey & Munnar, Kerala",
    summary: "A houseboat night on the backwaters and tea estates in Munnar.",
    category: "Cultural",
    difficulty: "easy",
    price: 16999,
  },
  spiti: {
    slug: "spiti-winter-expedition",
    title: "Spiti Valley Winter Expedition",
    location: "Kaza, Himachal Pradesh",
    summary: "Eight days in the frozen cold desert: Key Monastery and a homestay in Langza.",
    category: "Mountain",
    difficulty: "challenging",
    price: 18999,
  },
} satisfies Record<string, FinderSourceTrip>;

const departure = (trip: FinderSourceTrip, startDate: string, endDate: string, seatsLeft: number) => ({
  startDate,
  endDate,
  seatsLeft,
  trip,
});

/** Soonest first, as the site lists departures. */
export const finderDepartures = [
  departure(finderTrips.rishikesh, "2026-12-18", "2026-12-20", 8),
  departure(finderTrips.rishikesh, "2027-01-08", "2027-01-10", 0),
  departure(finderTrips.spiti, "2027-01-16", "2027-01-23", 12),
  departure(finderTrips.kerala, "2027-02-06", "2027-02-11", 15),
  departure(finderTrips.rishikesh, "2027-02-12", "2027-02-14", 14),
  departure(finderTrips.spiti, "2027-02-13", "2027-02-20", 3),
];

export const sampleFinderIndex: FinderIndex = finderIndex(finderDepartures);

/** The months of the sample's departures. */
export const finderMonths = ["2026-12", "2027-01", "2027-02"];
