// What every year's figure starts from: the financial year asked (`?year=2026-27`, the current one
// when not given), its twelve months, and a figure's rows for them, the rolled-up and the live tail's
// added together by key.
import { financialYear, financialYearOf, financialYearOfLabel, type FinancialYear } from "../../content/tax-documents";
import { cronCursor } from "../db/cron-cursors";
import { figureRows, FIGURES, NUMBERS_JOB, type FigureName } from "../db/numbers";
import { Refusal } from "../platform/refusals";
import { liveFrom } from "./roll-ups";

/** The financial year `label` names, or the current one; anything else is refused with what to send. */
export function yearAsked(label: string | undefined, now: Date): FinancialYear {
  if (label === undefined || label === "") return financialYearOf(now);
  const year = financialYearOfLabel(label);
  if (!year) throw new Refusal(400, `Not a financial year: ${label}. Ask for one as accounts write it, like 2026-27.`);
  return year;
}

export const yearBefore = (year: FinancialYear) => financialYear(year.startYear - 1);

type Row = Record<string, string | number>;

/**
 * `name`'s rows for the months from `first` to `last`: the roll-ups' and the live tail's, summed by the
 * figure's keys (a key of the live tail's day may already have a rolled-up row for the same month).
 */
export async function yearRows(db: D1Database, name: FigureName, first: FinancialYear, last = first): Promise<Row[]> {
  const figure = FIGURES[name];
  const cursor = await cronCursor(db, NUMBERS_JOB);
  const { rolledUp, live } = await figureRows<Row>(db, name, { first, last }, liveFrom(cursor));
  const byKey = new Map<string, Row>();
  for (const row of [...rolledUp, ...live]) {
    const key = JSON.stringify(figure.keys.map((column) => row[column]));
    const sum = byKey.get(key);
    if (!sum) byKey.set(key, { ...row });
    else for (const column of figure.sums) sum[column] = Number(sum[column]) + Number(row[column]);
  }
  return [...byKey.values()];
}
