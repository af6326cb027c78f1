// One figure's numbers as rows: the table under its chart and its CSV are both written from these, so the
// two can never disagree. A column's kind says how a cell reads on screen and how it goes into the CSV.
import { csvOf } from "../../../../content/csv";
import { formatPaise } from "../../../../content/format";

export type ColumnKind = "text" | "count" | "paise" | "percent";

export interface Column {
  label: string;
  kind: ColumnKind;
}

export type Cell = string | number | null;

export interface FigureTable {
  caption: string;
  columns: readonly Column[];
  rows: readonly Cell[][];
  /** Rows to stand out (a flagged departure), by index; the row also says why in words. */
  marked?: readonly boolean[];
  /** The CSV's name without '.csv': the figure and the year, 'money-by-month-2026-27'. */
  fileName: string;
}

/** A cell as the table shows it: amounts as rupees the Indian way (₹4,12,000), counts grouped, a dash for none. */
export function cellText(cell: Cell, kind: ColumnKind): string {
  if (cell === null) return "–";
  if (kind === "paise") return formatPaise(Number(cell));
  if (kind === "percent") return `${cell}%`;
  if (kind === "count") return Number(cell).toLocaleString("en-IN");
  return String(cell);
}

/**
 * A cell as the CSV writes it: amounts in rupees with two decimals (412000.00), no grouping, empty for none.
 * Text goes through csvOf's rules, so a source a visitor's link named '=HYPERLINK(…)' stays text.
 */
function cellCsv(cell: Cell, kind: ColumnKind): string | number | null {
  if (cell === null) return null;
  if (kind === "paise") return (Number(cell) / 100).toFixed(2);
  return cell;
}

/** The table as CSV (content/csv.ts): a header line of the column labels, then a line per row. */
export function tableCsv(table: FigureTable): string {
  return csvOf(
    table.columns.map((column) => column.label),
    table.rows.map((row) => row.map((cell, index) => cellCsv(cell, table.columns[index].kind))),
  );
}
