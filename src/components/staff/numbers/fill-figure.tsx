// The fill of every upcoming departure: sold, held and free seats against capacity, its band in words, and
// the low ones starting soon flagged first, each linked to its manifest, where staff push it or call it off.
import { Link } from "gatsby";
import { formatLongDate } from "../../../../content/format";
import { FILL_BANDS, LOW_FILL_WEEKS, numbersApi, type FillLine, type FillNumbers } from "../../../../requests/numbers";
import { deskPathOf } from "../desk-location";
import { StaffState } from "../staff-state";
import { useStaffData } from "../use-staff-data";
import { BarChart } from "./bar-chart";
import { FigureFrame } from "./figure-frame";
import type { FigureTable } from "./figure-table";
import type { FigureParams } from "./figures";
import * as styles from "./numbers.module.scss";

const bandLabel = (line: FillLine) => FILL_BANDS.find((each) => each.band === line.band)!.label;

/** Flagged departures first (soonest first among them), then the rest in the order the API gives: soonest first. */
export const fillOrder = (lines: readonly FillLine[]) => [
  ...lines.filter((line) => line.flagged),
  ...lines.filter((line) => !line.flagged),
];

const departureName = (line: FillLine) => `${line.trip.title}, ${formatLongDate(line.startDate)}`;

export function fillTable(fill: FillNumbers): FigureTable {
  return {
    caption: `Fill of every upcoming departure, as of ${formatLongDate(fill.today)}`,
    fileName: `departure-fill-${fill.today}`,
    columns: [
      { label: "Departure", kind: "text" },
      { label: "Capacity", kind: "count" },
      { label: "Sold", kind: "count" },
      { label: "Held", kind: "count" },
      { label: "Free", kind: "count" },
      { label: "Taken", kind: "percent" },
      { label: "Band", kind: "text" },
      { label: "Flag", kind: "text" },
    ],
    rows: fillOrder(fill.departures).map((line) => [
      departureName(line),
      line.capacity,
      line.sold,
      line.held,
      line.free,
      line.percent,
      bandLabel(line),
      line.calledOff ? "Called off" : line.flagged ? `Low, starts within ${fill.weeks} weeks` : "",
    ]),
    marked: fillOrder(fill.departures).map((line) => line.flagged),
  };
}

export function fillSummary(fill: FillNumbers): string {
  const count = fill.departures.length;
  const flagged = fill.departures.filter((line) => line.flagged).length;
  const full = fill.departures.filter((line) => line.band === "full").length;
  const departures = (n: number) => `${n} ${n === 1 ? "departure" : "departures"}`;
  return (
    `${departures(count)} upcoming, ${full} of them full. ` +
    (flagged === 0
      ? `None is low and starting within ${fill.weeks} weeks.`
      : `${departures(flagged)} ${flagged === 1 ? "is" : "are"} low (under 40% taken) and ${flagged === 1 ? "starts" : "start"} within ${fill.weeks} weeks: push ${flagged === 1 ? "it" : "them"} or call ${flagged === 1 ? "it" : "them"} off.`)
  );
}

/** The flagged departures as links to their manifests, above the chart, where they are acted on. */
function FlaggedList({ fill }: { fill: FillNumbers }) {
  const flagged = fill.departures.filter((line) => line.flagged);
  if (flagged.length === 0) return null;
  return (
    <div className={styles.flaggedList}>
      <h3>Low and starting within {fill.weeks} weeks</h3>
      <ul>
        {flagged.map((line) => (
          <li key={`${line.trip.slug} ${line.startDate}`}>
            <Link to={deskPathOf({ view: "manifest", trip: line.trip.slug, startDate: line.startDate })}>
              {departureName(line)}
            </Link>
            : {line.percent}% taken ({line.sold} sold, {line.held} held of {line.capacity})
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FillFigure({ params }: { params: FigureParams }) {
  const [state, reload] = useStaffData<FillNumbers>(numbersApi.fill(params.weeks));
  const weeks = Array.from(
    { length: LOW_FILL_WEEKS.max - LOW_FILL_WEEKS.min + 1 },
    (_, index) => index + LOW_FILL_WEEKS.min,
  );
  const controls = (
    <label>
      Flag low departures starting within
      <select value={params.weeks} onChange={(event) => params.change({ weeks: Number(event.target.value) })}>
        {weeks.map((count) => (
          <option key={count} value={count}>
            {count} {count === 1 ? "week" : "weeks"}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <StaffState state={state} what="the fill of departures" onRetry={reload}>
      {(fill) => {
        const table = fillTable(fill);
        const order = fillOrder(fill.departures);
        return (
          <FigureFrame
            id="fill"
            title="Fill of every upcoming departure"
            controls={controls}
            summary={fillSummary(fill)}
            table={table}
            empty="No departure is coming up."
            extra={<FlaggedList fill={fill} />}
            chart={(summaryId) => (
              <BarChart
                name="Seats sold, held and free on each upcoming departure, flagged ones first"
                summaryId={summaryId}
                categories={order.map(
                  (line) => `${line.flagged ? "⚑ " : ""}${line.startDate.slice(8)}/${line.startDate.slice(5, 7)}`,
                )}
                bars={[
                  { label: "Sold", values: order.map((line) => line.sold) },
                  { label: "Held", values: order.map((line) => line.held) },
                  { label: "Free", values: order.map((line) => line.free), look: 3 },
                ]}
                stacked
              />
            )}
          />
        );
      }}
    </StaffState>
  );
}
