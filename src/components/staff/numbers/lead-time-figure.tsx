// When people book: how many days before their departure confirmed bookings were made, in LEAD_TIME_BUCKETS,
// for every trip together or one trip, with the median in words.
import { LEAD_TIME_BUCKETS, numbersApi, type LeadTimeLine, type LeadTimeNumbers } from "../../../../requests/numbers";
import { StaffState } from "../staff-state";
import { useStaffData } from "../use-staff-data";
import { BarChart } from "./bar-chart";
import { FigureFrame } from "./figure-frame";
import type { FigureTable } from "./figure-table";
import type { FigureParams } from "./figures";
import { countWords } from "./numbers-words";
import { YearSelect } from "./year-select";

const whose = (line: LeadTimeLine) => (line.trip ? line.trip.title : "every trip");

export function leadTimeTable(numbers: LeadTimeNumbers, line: LeadTimeLine): FigureTable {
  return {
    caption: `Days from booking to departure, ${whose(line)}, departures in ${numbers.year}`,
    fileName: `lead-time-${line.trip?.slug ?? "all-trips"}-${numbers.year}`,
    columns: [
      { label: "Booked before departure", kind: "text" },
      { label: "Bookings", kind: "count" },
      { label: "Share", kind: "percent" },
    ],
    rows: LEAD_TIME_BUCKETS.map((bucket, index) => [
      bucket.label,
      line.buckets[index] ?? 0,
      line.bookings > 0 ? Math.round(((line.buckets[index] ?? 0) * 100) / line.bookings) : 0,
    ]),
  };
}

export function leadTimeSummary(numbers: LeadTimeNumbers, line: LeadTimeLine): string {
  if (line.median === null || line.bookings === 0) return `No confirmed booking for ${whose(line)} in ${numbers.year}.`;
  const most = line.buckets.indexOf(Math.max(...line.buckets));
  const bookings = `${countWords(line.bookings)} confirmed ${line.bookings === 1 ? "booking" : "bookings"}`;
  return (
    `Half of the ${bookings} for ${whose(line)} on departures in ${numbers.year} were made ${line.median} ` +
    `${line.median === 1 ? "day" : "days"} or more before departure (the median). ` +
    `The most were booked ${LEAD_TIME_BUCKETS[most].label.toLowerCase()} ahead.`
  );
}

export function LeadTimeFigure({ params }: { params: FigureParams }) {
  const [state, reload] = useStaffData<LeadTimeNumbers>(numbersApi.leadTime(params.year));
  return (
    <StaffState state={state} what="when people book" onRetry={reload}>
      {(numbers) => {
        const line = numbers.trips.find((each) => each.trip?.slug === params.trip) ?? numbers.overall;
        const table = leadTimeTable(numbers, line);
        return (
          <FigureFrame
            id="lead-time"
            title={`When people book, departures in ${numbers.year}`}
            controls={
              <>
                <YearSelect params={params} />
                <label>
                  Trip
                  <select
                    value={line.trip?.slug ?? ""}
                    onChange={(event) => params.change({ trip: event.target.value || null })}
                  >
                    <option value="">Every trip ({countWords(numbers.overall.bookings)})</option>
                    {numbers.trips.map((each) => (
                      <option key={each.trip!.slug} value={each.trip!.slug}>
                        {each.trip!.title} ({countWords(each.bookings)})
                      </option>
                    ))}
                  </select>
                </label>
              </>
            }
            summary={leadTimeSummary(numbers, line)}
            table={line.bookings > 0 ? table : null}
            empty={leadTimeSummary(numbers, line)}
            chart={(summaryId) => (
              <BarChart
                name={`Confirmed bookings by days booked before departure, ${whose(line)}, ${numbers.year}`}
                summaryId={summaryId}
                categories={LEAD_TIME_BUCKETS.map((bucket) => bucket.label)}
                bars={[{ label: "Bookings", values: line.buckets }]}
              />
            )}
          />
        );
      }}
    </StaffState>
  );
}
