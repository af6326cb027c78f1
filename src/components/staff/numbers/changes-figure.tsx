// Changes of plans by month: cancellations by who ended them, what they refunded against what they kept as
// credit, switches of departure, and waitlist offers made, taken and lapsed.
import { formatPaise } from "../../../../content/format";
import { numbersApi, type ChangeMonth, type ChangeNumbers } from "../../../../requests/numbers";
import { StaffState } from "../staff-state";
import { useStaffData } from "../use-staff-data";
import { BarChart } from "./bar-chart";
import { FigureFrame } from "./figure-frame";
import type { FigureTable } from "./figure-table";
import type { FigureParams } from "./figures";
import { countWords, monthOnly, shortMonth, shortRupees, sum } from "./numbers-words";
import { YearSelect } from "./year-select";

const cancellations = (month: ChangeMonth) =>
  month.cancelled.traveller + month.cancelled.agency + month.cancelled["called-off"];

export function changesTable(numbers: ChangeNumbers): FigureTable {
  return {
    caption: `Changes of plans by month, ${numbers.year}`,
    fileName: `changes-by-month-${numbers.year}`,
    columns: [
      { label: "Month", kind: "text" },
      { label: "Cancelled by traveller", kind: "count" },
      { label: "Cancelled by agency", kind: "count" },
      { label: "Called off", kind: "count" },
      { label: "Refunded", kind: "paise" },
      { label: "Kept as credit", kind: "paise" },
      { label: "Switches", kind: "count" },
      { label: "Offers made", kind: "count" },
      { label: "Offers taken", kind: "count" },
      { label: "Offers lapsed", kind: "count" },
    ],
    rows: numbers.months.map((month) => [
      shortMonth(month.month),
      month.cancelled.traveller,
      month.cancelled.agency,
      month.cancelled["called-off"],
      month.refunded,
      month.credited,
      month.switches,
      month.offersMade,
      month.offersTaken,
      month.offersLapsed,
    ]),
  };
}

export function changesSummary(numbers: ChangeNumbers): string {
  const total = (pick: (month: ChangeMonth) => number) => sum(numbers.months.map(pick));
  const counted = (pick: (month: ChangeMonth) => number) => countWords(total(pick));
  const cancelled = total(cancellations);
  const offers = total((month) => month.offersMade);
  return (
    `${countWords(cancelled)} ${cancelled === 1 ? "cancellation" : "cancellations"} in ${numbers.year} ` +
    `(${counted((month) => month.cancelled.traveller)} by travellers, ${counted((month) => month.cancelled.agency)} by the agency, ` +
    `${counted((month) => month.cancelled["called-off"])} called off): ${formatPaise(total((month) => month.refunded))} refunded, ` +
    `${formatPaise(total((month) => month.credited))} kept as credit. ${counted((month) => month.switches)} switched departure; ` +
    `${counted((month) => month.offersTaken)} of ${countWords(offers)} waitlist ${offers === 1 ? "offer" : "offers"} taken.`
  );
}

export function ChangesFigure({ params }: { params: FigureParams }) {
  const [state, reload] = useStaffData<ChangeNumbers>(numbersApi.changes(params.year));
  return (
    <StaffState state={state} what="changes of plans" onRetry={reload}>
      {(numbers) => {
        const table = changesTable(numbers);
        const months = numbers.months;
        const categories = months.map((month) => monthOnly(month.month));
        const anything = months.some(
          (month) => cancellations(month) || month.switches || month.offersMade || month.refunded || month.credited,
        );
        return (
          <FigureFrame
            id="changes"
            title={`Changes of plans, ${numbers.year}`}
            controls={<YearSelect params={params} />}
            summary={changesSummary(numbers)}
            table={anything ? table : null}
            empty={`No cancellation, switch or waitlist offer in ${numbers.year}.`}
            chart={(summaryId) => (
              <>
                <BarChart
                  name={`Cancellations by who ended them, and switches, by month, ${numbers.year}`}
                  summaryId={summaryId}
                  categories={categories}
                  bars={[
                    { label: "Cancelled by traveller", values: months.map((month) => month.cancelled.traveller) },
                    { label: "Cancelled by agency", values: months.map((month) => month.cancelled.agency) },
                    { label: "Called off", values: months.map((month) => month.cancelled["called-off"]) },
                  ]}
                  stacked
                  lines={[{ label: "Switches", values: months.map((month) => month.switches) }]}
                />
                <BarChart
                  name={`What cancellations refunded against what they kept as credit, by month, ${numbers.year}`}
                  summaryId={summaryId}
                  categories={categories}
                  bars={[
                    { label: "Refunded", values: months.map((month) => month.refunded), look: 1 },
                    { label: "Kept as credit", values: months.map((month) => month.credited), look: 2 },
                  ]}
                  formatValue={shortRupees}
                />
                <BarChart
                  name={`Waitlist offers made, taken and lapsed, by month, ${numbers.year}`}
                  summaryId={summaryId}
                  categories={categories}
                  bars={[
                    { label: "Offers made", values: months.map((month) => month.offersMade) },
                    { label: "Offers taken", values: months.map((month) => month.offersTaken) },
                    { label: "Offers lapsed", values: months.map((month) => month.offersLapsed), look: 3 },
                  ]}
                />
              </>
            )}
          />
        );
      }}
    </StaffState>
  );
}
