import { yearsOffered } from "./numbers-words";
import type { FigureParams } from "./figures";

/** The financial year a figure shows: this one and the four before, and the one asked if older. */
export function YearSelect({ params }: { params: FigureParams }) {
  const years = yearsOffered(new Date());
  if (!years.includes(params.year)) years.push(params.year);
  return (
    <label>
      Financial year
      <select value={params.year} onChange={(event) => params.change({ year: event.target.value })}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
}
