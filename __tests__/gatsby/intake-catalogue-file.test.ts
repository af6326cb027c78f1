// The catalogue the build writes for the Worker (gatsby/intake-catalogue-file.ts)
// carries what the booking page needs after booking: each trip's difficulty,
// meeting points, checklist and itinerary, and the traveller questions.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { travellerQuestionsSchema, type Trip } from "../../content/file-schemas";
import { fillTravellerText, type TravellerQuestions } from "../../content/traveller-data";
import { intakeCatalogueOf, type CatalogueQuery } from "../../gatsby/intake-catalogue-file";
import { PROOF_MAX_BYTES } from "../../requests/traveller-details";
import { testTravellerQuestions } from "../support/catalogue-fixtures";

const DATA = path.resolve(__dirname, "../../data");
/** A file of data/ in English, as the catalogue's query asks for it (lang "en"): each file holds every language's copy. */
const read = (file: string) => JSON.parse(readFileSync(path.join(DATA, file), "utf8")).en;
const trips: Trip[] = readdirSync(path.join(DATA, "trips")).map((name) => read(`trips/${name}`));

/** The query's answer over the shipped data/, as GraphQL gives it (the questions' placeholders filled by their root field). */
function shippedAnswer(): CatalogueQuery {
  const company = read("company.json");
  return {
    company: {
      name: company.name,
      email: company.email,
      careersEmail: company.careersEmail,
      phone: company.phone,
      whatsapp: company.whatsapp,
    },
    terms: read("booking-terms.json"),
    trips: { nodes: trips },
    jobs: { nodes: [] },
    travellerQuestions: fillTravellerText(read("traveller-questions.json") as TravellerQuestions, {
      agencyEmail: company.email,
      proofMaxBytes: PROOF_MAX_BYTES,
    }),
  };
}

describe("the intake catalogue", () => {
  const catalogue = intakeCatalogueOf(shippedAnswer(), "2026-11-26T00:00:00.000Z");

  it("gives each trip its difficulty level, meeting points, checklist and itinerary, for the booking page and the trip kit", () => {
    const spiti = trips.find((trip) => trip.slug === "spiti-winter-expedition")!;
    expect(catalogue.trips[spiti.slug]).toEqual({
      title: spiti.title,
      price: spiti.price,
      departures: spiti.departures.map(({ startDate, endDate, seats }) => ({ startDate, endDate, seats })),
      level: spiti.difficulty.level,
      pickup: spiti.pickup,
      drop: spiti.drop,
      thingsToCarry: spiti.thingsToCarry,
      itinerary: spiti.itinerary,
    });
    expect(Object.values(catalogue.trips).map((trip) => trip.level)).toEqual(
      trips.map((trip) => trip.difficulty.level),
    );
  });

  it("carries the traveller questions whole, their placeholders filled", () => {
    expect(Object.keys(catalogue.travellerQuestions)).toEqual(Object.keys(travellerQuestionsSchema.shape));
    expect(JSON.stringify(catalogue.travellerQuestions)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(catalogue.travellerQuestions.notice.contact).toContain(read("company.json").email);
  });

  it("stays small enough to read once per isolate: a few kilobytes a trip", () => {
    const perTrip = JSON.stringify(catalogue.trips).length / trips.length;
    expect(perTrip).toBeLessThan(4_000);
    expect(JSON.stringify(catalogue.travellerQuestions).length).toBeLessThan(20_000);
  });
});

describe("the test catalogues' traveller questions", () => {
  it("are what the file's schema allows, so engine tests see the shape the build writes", () => {
    expect(travellerQuestionsSchema.safeParse(testTravellerQuestions).error?.issues).toBeUndefined();
  });
});
