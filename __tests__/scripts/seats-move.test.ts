// The one-time move of the seats editors typed into D1 (scripts/seats-move.mjs, run by scripts/seats-to-d1.mjs):
// each departure's seatsLeft becomes its capacity, and the seats already sold
// of every departure still to run become one confirmed booking each.
import { seatsMove, soldSeatsSql } from "../../scripts/seats-move.mjs";

const trip = {
  slug: "spiti-winter-expedition",
  title: "Spiti Valley's Winter",
  groupSize: { max: 14 },
  departures: [
    { startDate: "2026-10-01", endDate: "2026-10-08", seatsLeft: 0, travellers: 14 },
    { startDate: "2027-01-16", endDate: "2027-01-23", seatsLeft: 12 },
    { startDate: "2027-02-13", endDate: "2027-02-20", seatsLeft: 20 },
  ],
};

describe("seatsMove", () => {
  const { rewritten, sold } = seatsMove([{ file: "data/trips/spiti.json", trip }], "2026-11-25");

  it("gives each departure its capacity in place of seatsLeft, in the same place among its fields", () => {
    expect(rewritten[0].changed).toBe(true);
    expect(rewritten[0].trip.departures).toEqual([
      { startDate: "2026-10-01", endDate: "2026-10-08", seats: 14, travellers: 14 },
      { startDate: "2027-01-16", endDate: "2027-01-23", seats: 14 },
      // More open than the group's size: the capacity is what was open, nothing sold.
      { startDate: "2027-02-13", endDate: "2027-02-20", seats: 20 },
    ]);
    expect(Object.keys(rewritten[0].trip.departures[0])).toEqual(["startDate", "endDate", "seats", "travellers"]);
  });

  it("records the seats sold of departures still to run, and leaves past ones alone", () => {
    expect(sold).toEqual([expect.objectContaining({ startDate: "2027-01-16", seats: 14, seatsLeft: 12, taken: 2 })]);
  });

  it("changes nothing the second time", () => {
    const again = seatsMove(rewritten, "2026-11-25");
    expect(again.rewritten.map((entry) => entry.changed)).toEqual([false]);
    expect(again.sold).toEqual([]);
  });
});

describe("soldSeatsSql", () => {
  it("writes one confirmed booking per departure, quoting text safely", () => {
    const { sold } = seatsMove([{ file: "data/trips/spiti.json", trip }], "2026-11-25");
    const sql = soldSeatsSql(sold, "hello@safarnama.example", new Date("2026-11-25T10:00:00Z"));
    const inserts = sql.split("\n").filter((line) => line.startsWith("INSERT"));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatch(
      /^INSERT INTO requests \(id, kind, status, received_at, body_hash, full_name, email, phone, trip_slug, trip_title, departure_start, departure_end, message, seats, source\) VALUES \('[0-9a-f-]{36}', 'booking', 'confirmed', '2026-11-25T10:00:00.000Z', 'import', 'Seats sold before live seats', 'hello@safarnama.example', '-', 'spiti-winter-expedition', 'Spiti Valley''s Winter', '2027-01-16', '2027-01-23', '2 of 14 seats were sold when data\/trips\/spiti.json said seatsLeft 12 \(moved 2026-11-25\)\.', 2, 'import'\);$/,
    );
  });
});
