// Where bookings come from: confirmed bookings, their seats and the money they brought by the source of the
// visit that sent them, charted by source and tabled by source, medium and campaign.
import { formatPaise } from "../../../../content/format";
import { numbersApi, type SourceLine, type SourceNumbers } from "../../../../requests/numbers";
import { StaffState } from "../staff-state";
import { useStaffData } from "../use-staff-data";
import { BarChart } from "./bar-chart";
import { FigureFrame } from "./figure-frame";
import type { FigureTable } from "./figure-table";
import type { FigureParams } from "./figures";
import { countWords, shortRupees, sum } from "./numbers-words";
import { YearSelect } from "./year-select";

/** Each source's bookings and money, the lines of its mediums and campaigns added up, most bookings first. */
export function bySource(lines: readonly SourceLine[]) {
  const sources = new Map<string, { source: string; bookings: number; received: number }>();
  for (const line of lines) {
    const total = sources.get(line.source) ?? { source: line.source, bookings: 0, received: 0 };
    total.bookings += line.bookings;
    total.received += line.received;
    sources.set(line.source, total);
  }
  return [...sources.values()].sort((a, b) => b.bookings - a.bookings);
}

export function sourcesTable(numbers: SourceNumbers): FigureTable {
  return {
    caption: `Confirmed bookings by source, medium and campaign, ${numbers.year}`,
    fileName: `booking-sources-${numbers.year}`,
    columns: [
      { label: "Source", kind: "text" },
      { label: "Medium", kind: "text" },
      { label: "Campaign", kind: "text" },
      { label: "Bookings", kind: "count" },
      { label: "Seats", kind: "count" },
      { label: "Received", kind: "paise" },
    ],
    rows: numbers.lines.map((line) => [
      line.source,
      line.medium,
      line.campaign,
      line.bookings,
      line.seats,
      line.received,
    ]),
  };
}

export function sourcesSummary(numbers: SourceNumbers): string {
  const sources = bySource(numbers.lines);
  const bookings = sum(sources.map((each) => each.bookings));
  const top = sources[0];
  if (!top || bookings === 0) return `No booking confirmed in ${numbers.year}.`;
  const share = Math.round((top.bookings * 100) / bookings);
  return (
    `${countWords(bookings)} ${bookings === 1 ? "booking" : "bookings"} confirmed in ${numbers.year}, ` +
    `${formatPaise(sum(sources.map((each) => each.received)))} received for them. ` +
    `The most came from ${top.source}: ${countWords(top.bookings)} (${share}%), bringing ${formatPaise(top.received)}.`
  );
}

export function SourcesFigure({ params }: { params: FigureParams }) {
  const [state, reload] = useStaffData<SourceNumbers>(numbersApi.sources(params.year));
  return (
    <StaffState state={state} what="where bookings come from" onRetry={reload}>
      {(numbers) => {
        const sources = bySource(numbers.lines);
        return (
          <FigureFrame
            id="sources"
            title={`Where bookings come from, ${numbers.year}`}
            controls={<YearSelect params={params} />}
            summary={sourcesSummary(numbers)}
            table={sourcesTable(numbers)}
            empty={`No booking confirmed in ${numbers.year}.`}
            chart={(summaryId) => (
              <>
                <BarChart
                  name={`Confirmed bookings by source, ${numbers.year}`}
                  summaryId={summaryId}
                  categories={sources.map((each) => each.source)}
                  bars={[{ label: "Bookings", values: sources.map((each) => each.bookings) }]}
                />
                <BarChart
                  name={`Money received by source, ${numbers.year}`}
                  summaryId={summaryId}
                  categories={sources.map((each) => each.source)}
                  bars={[{ label: "Received", values: sources.map((each) => each.received) }]}
                  formatValue={shortRupees}
                />
              </>
            )}
          />
        );
      }}
    </StaffState>
  );
}
