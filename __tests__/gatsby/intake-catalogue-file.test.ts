// The catalogue the build writes for the Worker (gatsby/intake-catalogue-file.ts)
// carries what the booking page needs after booking: each trip's difficulty,
// meeting points, checklist and itinerary, and the traveller questions; and
// their words in Hindi, for the Hindi edition's travellers.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { schemaOfDataFile, travellerQuestionsSchema, type Trip } from "../../content/file-schemas";
import { contentFileOf, entryIn } from "../../content/localise";
import { fillTravellerText, type TravellerQuestions } from "../../content/traveller-data";
import { intakeCatalogueOf, type CatalogueQuery, type WordsQuery } from "../../gatsby/intake-catalogue-file";
import { catalogueWordsIn, tripTextOf } from "../../requests/intake-catalogue";
import { PROOF_MAX_BYTES } from "../../requests/traveller-details";
import { testTravellerQuestions } from "../support/catalogue-fixtures";

const DATA = path.resolve(__dirname, "../../data");
/** A file of data/ in English, as the catalogue's query asks for it (lang "en"): each file holds every language's copy. */
const read = (file: string) => JSON.parse(readFileSync(path.join(DATA, file), "utf8")).en;
const trips: Trip[] = readdirSync(path.join(DATA, "trips")).map((name) => read(`trips/${name}`));

/** A file of data/ in Hindi, as the Hindi pages show it: its translation laid over the English. */
function readInHindi(file: string) {
  const parsed = contentFileOf(JSON.parse(readFileSync(path.join(DATA, file), "utf8")));
  if ("problem" in parsed) throw new Error(`${file}: ${parsed.problem}`);
  return entryIn(schemaOfDataFile(file)!, parsed, "hi") as never;
}

/** The Hindi words' query answer over the shipped data/. */
function hindiAnswer(): WordsQuery {
  const company: { name: string; email: string } = readInHindi("company.json");
  return {
    company: { name: company.name },
    trips: {
      nodes: readdirSync(path.join(DATA, "trips")).map((name) => readInHindi(`trips/${name}`) as Trip),
    },
    travellerQuestions: fillTravellerText(
      readInHindi("traveller-questions.json") as TravellerQuestions,
      { agencyEmail: company.email, proofMaxBytes: PROOF_MAX_BYTES },
      "hi",
    ),
  };
}

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
    reviews: read("reviews.json"),
    tax: read("tax.json"),
    trips: { nodes: trips },
    jobs: { nodes: [] },
    travellerQuestions: fillTravellerText(read("traveller-questions.json") as TravellerQuestions, {
      agencyEmail: company.email,
      proofMaxBytes: PROOF_MAX_BYTES,
    }),
  };
}

describe("the intake catalogue", () => {
  const catalogue = intakeCatalogueOf(shippedAnswer(), { hi: hindiAnswer() }, "2026-11-26T00:00:00.000Z");

  it("gives each trip its difficulty level, meeting points, checklist and itinerary, for the booking page and the trip kit", () => {
    const spiti = trips.find((trip) => trip.slug === "spiti-winter-expedition")!;
    expect(catalogue.trips[spiti.slug]).toEqual({
      title: spiti.title,
      price: spiti.price,
      departures: spiti.departures.map(({ startDate, endDate, seats }) => ({
        startDate,
        endDate,
        seats,
        price: spiti.price,
      })),
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

  it("writes every departure's price, its own or its trip's, so the Worker never works one out", () => {
    const rishikesh = trips.find((trip) => trip.slug === "rishikesh-rafting-camp")!;
    expect(rishikesh.departures.map((departure) => departure.price)).toEqual([6999, undefined, undefined]);
    expect(catalogue.trips[rishikesh.slug].departures.map((departure) => departure.price)).toEqual([
      6999,
      rishikesh.price,
      rishikesh.price,
    ]);
    for (const trip of Object.values(catalogue.trips)) {
      for (const departure of trip.departures) expect(departure.price).toEqual(expect.any(Number));
    }
  });

  it("carries the traveller questions whole, their placeholders filled", () => {
    expect(Object.keys(catalogue.travellerQuestions)).toEqual(Object.keys(travellerQuestionsSchema.shape));
    expect(JSON.stringify(catalogue.travellerQuestions)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(catalogue.travellerQuestions.notice.contact).toContain(read("company.json").email);
  });

  it("carries each trip's words and the traveller questions in Hindi, for the Hindi edition's travellers", () => {
    const hindi = catalogueWordsIn(catalogue, "hi");
    const spiti = tripTextOf(hindi, "spiti-winter-expedition")!;
    expect(spiti.title).toBe("स्पीति घाटी शीतकालीन अभियान");
    expect(spiti.pickup).toMatch(/^शिमला/);
    expect(spiti.itinerary).toHaveLength(catalogue.trips["spiti-winter-expedition"].itinerary.length);
    expect(Object.keys(hindi.trips).sort()).toEqual(Object.keys(catalogue.trips).sort());
    expect(hindi.agencyName).toBe("सफ़रनामा");
    expect(hindi.travellerQuestions.notice.title).toMatch(/[\u0900-\u097F]/);
    expect(JSON.stringify(hindi.travellerQuestions)).not.toMatch(/\{[a-zA-Z]+\}/);
    // Its questions are the English ones', grade by grade, so answers are kept by the same ids.
    for (const level of ["easy", "moderate", "challenging"] as const) {
      expect(hindi.travellerQuestions.levels[level].questions.map((question) => question.id)).toEqual(
        catalogue.travellerQuestions.levels[level].questions.map((question) => question.id),
      );
    }
    // English's words are the catalogue's own.
    expect(catalogueWordsIn(catalogue, "en").trips).toBe(catalogue.trips);
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
