// GET numbersApi.money: money received, refunded and kept as credit, by the month it moved (this year
// and the one before), by the booking's month and by the departure's month.
import { monthsOf, type FinancialYear } from "../../content/tax-documents";
import type { MoneyMonth, MoneyNumbers } from "../../requests/numbers";
import type { FigureName } from "../db/numbers";
import { yearBefore, yearRows } from "./year-rows";

/** The year's twelve months, April first, each month's sums or 0. */
function moneyMonths(year: FinancialYear, rows: Record<string, string | number>[]): MoneyMonth[] {
  return monthsOf(year).map((month) => {
    const row = rows.find((each) => each.month === month);
    return {
      month,
      received: Number(row?.received ?? 0),
      refunded: Number(row?.refunded ?? 0),
      credited: Number(row?.credited ?? 0),
    };
  });
}

export async function moneyNumbers(db: D1Database, year: FinancialYear, now: Date): Promise<MoneyNumbers> {
  const lastYear = yearBefore(year);
  const rowsOf = (name: FigureName) => yearRows(db, name, lastYear, year);
  const [moved, booked, travelled] = await Promise.all([
    rowsOf("moneyMoved"),
    rowsOf("moneyBooked"),
    rowsOf("moneyTravelled"),
  ]);
  return {
    asOf: now.toISOString(),
    year: year.label,
    lastYear: lastYear.label,
    moved: moneyMonths(year, moved),
    lastYearMoved: moneyMonths(lastYear, moved),
    booked: moneyMonths(year, booked),
    travelled: moneyMonths(year, travelled),
  };
}
