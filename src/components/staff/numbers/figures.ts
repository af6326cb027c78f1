// The figures of the Numbers section, the desk action each needs, and the parameters a figure reads.
import type { NumbersFigure } from "../../../../requests/numbers";
import type { DeskAction } from "../../../../requests/staff-roles";
import type { DeskView } from "../desk-location";

export type NumbersAddress = Extract<DeskView, { view: "numbers" }>;

/** Each figure, its name in the figures' navigation, and the desk action that allows it. */
export const FIGURES: readonly { figure: NumbersFigure; label: string; action: DeskAction }[] = [
  { figure: "money", label: "Money by month", action: "numbers.money" },
  { figure: "fill", label: "Fill of departures", action: "numbers.departures" },
  { figure: "lead-time", label: "When people book", action: "numbers.departures" },
  { figure: "changes", label: "Changes", action: "numbers.money" },
  { figure: "sources", label: "Where bookings come from", action: "numbers.money" },
];

/** Parameters of the figure shown, as the figures read them: the address's, else their defaults. */
export interface FigureParams {
  year: string;
  weeks: number;
  trip: string | null;
  /** Moves to the same figure with some parameters changed (an entry in the history, like any move). */
  change: (changes: Partial<Pick<NumbersAddress, "year" | "weeks" | "trip">>) => void;
}
