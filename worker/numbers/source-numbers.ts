// GET numbersApi.sources: the bookings confirmed in the year and the payments received in it, by the
// source, medium and campaign of the visit that sent each booking.
import type { FinancialYear } from "../../content/tax-documents";
import type { SourceLine, SourceNumbers } from "../../requests/numbers";
import { yearRows } from "./year-rows";

export async function sourceNumbers(db: D1Database, year: FinancialYear, now: Date): Promise<SourceNumbers> {
  const lines = new Map<string, SourceLine>();
  for (const row of await yearRows(db, "sources", year)) {
    // The table keys no medium or campaign as ''; the desk reads null.
    const [source, medium, campaign] = [row.source, row.medium, row.campaign].map(String);
    const key = JSON.stringify([source, medium, campaign]);
    const line = lines.get(key) ?? {
      source,
      medium: medium || null,
      campaign: campaign || null,
      bookings: 0,
      seats: 0,
      received: 0,
    };
    line.bookings += Number(row.bookings);
    line.seats += Number(row.seats);
    line.received += Number(row.received);
    lines.set(key, line);
  }
  return {
    asOf: now.toISOString(),
    year: year.label,
    lines: [...lines.values()].sort(
      (a, b) => b.bookings - a.bookings || b.received - a.received || a.source.localeCompare(b.source),
    ),
  };
}
