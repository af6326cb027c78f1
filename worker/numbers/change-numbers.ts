// GET numbersApi.changes: cancellations by who made them, what they refunded and kept as credit,
// switches and the waitlist's offers, by month. Who cancelled: the traveller (online, or staff acting
// for them), a departure called off (the booking's choice or its lapse), or the agency (a confirmed
// booking the desk cancelled and refunded in full as the agency's cancellation). docs/architecture.md
// says where each comes from.
import { monthsOf, type FinancialYear } from "../../content/tax-documents";
import type { ChangeNumbers } from "../../requests/numbers";
import { yearRows } from "./year-rows";

export async function changeNumbers(db: D1Database, year: FinancialYear, now: Date): Promise<ChangeNumbers> {
  const rows = await yearRows(db, "changes", year);
  return {
    asOf: now.toISOString(),
    year: year.label,
    months: monthsOf(year).map((month) => {
      const row = rows.find((each) => each.month === month);
      const count = (column: string) => Number(row?.[column] ?? 0);
      return {
        month,
        cancelled: {
          traveller: count("cancelled_traveller"),
          agency: count("cancelled_agency"),
          "called-off": count("cancelled_called_off"),
        },
        refunded: count("refunded"),
        credited: count("credited"),
        switches: count("switches"),
        offersMade: count("offers_made"),
        offersTaken: count("offers_taken"),
        offersLapsed: count("offers_lapsed"),
      };
    }),
  };
}
