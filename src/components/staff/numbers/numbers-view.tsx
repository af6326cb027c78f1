// The Numbers section: the owner's figures, each shown only to those whose roles allow it, one at a time with
// its parameters in the address. Loaded on demand (numbers-section.tsx), so the desk's first load does not
// carry the charts.
import { Link, navigate } from "gatsby";
import { LOW_FILL_WEEKS, type NumbersFigure } from "../../../../requests/numbers";
import type { DeskAction } from "../../../../requests/staff-roles";
import { deskPathOf, type DeskView } from "../desk-location";
import { useDeskSelf } from "../desk-self";
import { ViewHeading } from "../view-heading";
import { ChangesFigure } from "./changes-figure";
import { FillFigure } from "./fill-figure";
import { LeadTimeFigure } from "./lead-time-figure";
import { MoneyFigure } from "./money-figure";
import { currentYear } from "./numbers-words";
import { SourcesFigure } from "./sources-figure";
import * as styles from "./numbers.module.scss";

type NumbersAddress = Extract<DeskView, { view: "numbers" }>;

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

export default function NumbersView({ address }: { address: NumbersAddress }) {
  const { may } = useDeskSelf();
  const allowed = FIGURES.filter((each) => may.includes(each.action));
  const shown = allowed.find((each) => each.figure === address.figure) ?? allowed[0];
  const params: FigureParams = {
    year: address.year ?? currentYear(new Date()),
    weeks: address.weeks ?? LOW_FILL_WEEKS.default,
    trip: address.trip,
    change: (changes) => void navigate(deskPathOf({ ...address, figure: shown.figure, ...changes })),
  };
  return (
    <>
      <ViewHeading>Numbers</ViewHeading>
      <nav aria-label="Figures">
        <ul className={styles.figureNav}>
          {allowed.map((each) => (
            <li key={each.figure}>
              <Link
                to={deskPathOf({ ...address, figure: each.figure })}
                aria-current={each.figure === shown.figure ? "page" : undefined}
              >
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.figure === "money" ? <MoneyFigure params={params} /> : null}
      {shown.figure === "fill" ? <FillFigure params={params} /> : null}
      {shown.figure === "lead-time" ? <LeadTimeFigure params={params} /> : null}
      {shown.figure === "changes" ? <ChangesFigure params={params} /> : null}
      {shown.figure === "sources" ? <SourcesFigure params={params} /> : null}
    </>
  );
}
