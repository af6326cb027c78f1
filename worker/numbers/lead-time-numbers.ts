// GET numbersApi.leadTime: how many days ahead travellers booked the departures starting in the year,
// for every trip together and each trip: the count of bookings per whole day ahead is kept, so the
// median is exact.
import type { FinancialYear } from "../../content/tax-documents";
import { catalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import { LEAD_TIME_BUCKETS, type LeadTimeLine, type LeadTimeNumbers } from "../../requests/numbers";
import { yearRows } from "./year-rows";

/** Bookings by days ahead, as [days, bookings] pairs. */
type Counts = Map<number, number>;

/** The median of the days counted: the middle one, or the mean of the middle two rounded down. */
function medianOf(counts: Counts, total: number): number | null {
  if (total === 0) return null;
  const sorted = [...counts.entries()].sort(([a], [b]) => a - b);
  const nth = (n: number) => {
    let seen = 0;
    for (const [days, bookings] of sorted) {
      seen += bookings;
      if (seen > n) return days;
    }
    return sorted.at(-1)![0];
  };
  return total % 2 === 1 ? nth((total - 1) / 2) : Math.floor((nth(total / 2 - 1) + nth(total / 2)) / 2);
}

function lineOf(trip: LeadTimeLine["trip"], counts: Counts): LeadTimeLine {
  const bookings = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return {
    trip,
    bookings,
    median: medianOf(counts, bookings),
    buckets: LEAD_TIME_BUCKETS.map((bucket) =>
      [...counts.entries()]
        .filter(([days]) => days >= bucket.from && (bucket.to === null || days <= bucket.to))
        .reduce((sum, [, count]) => sum + count, 0),
    ),
  };
}

const addTo = (counts: Counts, days: number, bookings: number) => counts.set(days, (counts.get(days) ?? 0) + bookings);

export async function leadTimeNumbers(
  db: D1Database,
  catalogue: IntakeCatalogue,
  year: FinancialYear,
  now: Date,
): Promise<LeadTimeNumbers> {
  const overall: Counts = new Map();
  const byTrip = new Map<string, Counts>();
  for (const row of await yearRows(db, "leadTimes", year)) {
    const [slug, days, bookings] = [String(row.trip_slug), Number(row.lead_days), Number(row.bookings)];
    addTo(overall, days, bookings);
    addTo(byTrip.get(slug) ?? byTrip.set(slug, new Map()).get(slug)!, days, bookings);
  }
  return {
    asOf: now.toISOString(),
    year: year.label,
    overall: lineOf(null, overall),
    trips: [...byTrip.entries()]
      // A trip gone from the site keeps its slug for a title.
      .map(([slug, counts]) => lineOf({ slug, title: catalogueTrip(catalogue, slug)?.title ?? slug }, counts))
      .sort((a, b) => b.bookings - a.bookings || a.trip!.title.localeCompare(b.trip!.title)),
  };
}
