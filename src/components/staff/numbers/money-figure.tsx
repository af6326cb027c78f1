// Money by month: received, refunded and kept as credit in each month of a financial year, against the year
// before; and the same money by the month it was booked or the month its travellers travelled.
import * as React from "react";
import { formatPaise } from "../../../../content/format";
import { todayInIndia } from "../../../../content/india-time";
import { numbersApi, type MoneyMonth, type MoneyNumbers } from "../../../../requests/numbers";
import { StaffState } from "../staff-state";
import { useStaffData } from "../use-staff-data";
import { BarChart } from "./bar-chart";
import { FigureFrame } from "./figure-frame";
import type { FigureTable } from "./figure-table";
import type { FigureParams } from "./figures";
import { changeWords, monthOnly, monthsBegun, shortMonth, shortRupees, sum } from "./numbers-words";
import { YearSelect } from "./year-select";

export const MONEY_BASES = [
  { basis: "moved", label: "Month the money moved" },
  { basis: "booked", label: "Month booked" },
  { basis: "travelled", label: "Month travelled" },
] as const;
type MoneyBasis = (typeof MONEY_BASES)[number]["basis"];

/** The table of `money` by `basis`; by the month it moved, with last year's receipts beside this year's. */
export function moneyTable(money: MoneyNumbers, basis: MoneyBasis): FigureTable {
  const label = MONEY_BASES.find((each) => each.basis === basis)!.label.toLowerCase();
  const months = money[basis];
  const lastYear = basis === "moved";
  return {
    caption: `Money by ${label}, ${money.year}`,
    fileName: `money-by-${basis === "moved" ? "month" : `month-${basis}`}-${money.year}`,
    columns: [
      { label: "Month", kind: "text" },
      { label: "Received", kind: "paise" },
      { label: "Refunded", kind: "paise" },
      { label: "Kept as credit", kind: "paise" },
      ...(lastYear ? ([{ label: `Received in ${money.lastYear}`, kind: "paise" }] as const) : []),
    ],
    rows: months.map((month, index) => [
      shortMonth(month.month),
      month.received,
      month.refunded,
      month.credited,
      ...(lastYear ? [money.lastYearMoved[index]?.received ?? 0] : []),
    ]),
  };
}

const received = (months: readonly MoneyMonth[]) => sum(months.map((month) => month.received));

/** '₹4,12,000 received so far in 2026-27, 12% more than by the same month of 2025-26. ₹20,000 refunded, ₹5,000 kept as credit.' */
export function moneySummary(money: MoneyNumbers, today: string): string {
  const begun = monthsBegun(money.moved, today);
  const so = begun < 12 ? " so far" : "";
  const now = money.moved.slice(0, begun);
  const before = received(money.lastYearMoved.slice(0, begun));
  const change = changeWords(received(now), before);
  const against =
    change === null
      ? `, with nothing received by the same month of ${money.lastYear}`
      : `, ${change} ${begun < 12 ? "by the same month of" : "in"} ${money.lastYear}`;
  return (
    `${formatPaise(received(now))} received${so} in ${money.year}${against}. ` +
    `${formatPaise(sum(now.map((month) => month.refunded)))} refunded and ` +
    `${formatPaise(sum(now.map((month) => month.credited)))} kept as trip credit.`
  );
}

export function MoneyFigure({ params }: { params: FigureParams }) {
  const [state, reload] = useStaffData<MoneyNumbers>(numbersApi.money(params.year));
  const [basis, setBasis] = React.useState<MoneyBasis>("moved");
  const controls = (
    <>
      <YearSelect params={params} />
      <fieldset>
        <legend>Count money by</legend>
        {MONEY_BASES.map((each) => (
          <label key={each.basis}>
            <input
              type="radio"
              name="money-basis"
              value={each.basis}
              checked={basis === each.basis}
              onChange={() => setBasis(each.basis)}
            />
            {each.label}
          </label>
        ))}
      </fieldset>
    </>
  );
  return (
    <StaffState state={state} what="money by month" onRetry={reload}>
      {(money) => {
        const months = money[basis];
        const table = moneyTable(money, basis);
        const hasMoney = months.some((month) => month.received || month.refunded || month.credited);
        return (
          <FigureFrame
            id="money"
            title={`Money by month, ${money.year}`}
            controls={controls}
            summary={moneySummary(money, todayInIndia(new Date(money.asOf)))}
            table={hasMoney || received(money.lastYearMoved) > 0 ? table : null}
            empty={`No money moved in ${money.year} or ${money.lastYear}.`}
            chart={(summaryId) => (
              <BarChart
                name={`${table.caption}: received, refunded and kept as credit${basis === "moved" ? `, and received in ${money.lastYear}` : ""}`}
                summaryId={summaryId}
                categories={months.map((month) => monthOnly(month.month))}
                bars={[
                  { label: "Received", values: months.map((month) => month.received) },
                  { label: "Refunded", values: months.map((month) => month.refunded) },
                  { label: "Kept as credit", values: months.map((month) => month.credited) },
                ]}
                lines={
                  basis === "moved"
                    ? [
                        {
                          label: `Received in ${money.lastYear}`,
                          values: money.lastYearMoved.map((month) => month.received),
                        },
                      ]
                    : []
                }
                formatValue={shortRupees}
              />
            )}
          />
        );
      }}
    </StaffState>
  );
}
