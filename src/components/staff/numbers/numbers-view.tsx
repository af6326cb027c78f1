// The Numbers section: the owner's figures, each shown only to those whose roles allow it, one at a time with
// its parameters in the address. Loaded on demand (numbers-section.tsx), so the desk's first load does not
// carry the charts.
import { Link, navigate } from "gatsby";
import { LOW_FILL_WEEKS } from "../../../../requests/numbers";
import { deskPathOf } from "../desk-location";
import { useDeskSelf } from "../desk-self";
import { ViewHeading } from "../view-heading";
import { ChangesFigure } from "./changes-figure";
import { FIGURES, type FigureParams, type NumbersAddress } from "./figures";
import { FillFigure } from "./fill-figure";
import { LeadTimeFigure } from "./lead-time-figure";
import { MoneyFigure } from "./money-figure";
import { currentYear } from "./numbers-words";
import { SourcesFigure } from "./sources-figure";
import * as styles from "./numbers.module.scss";
import * as deskStyles from "../staff-desk.module.scss";

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
      <nav aria-label="Figures" className={styles.figureNav}>
        <ul className={deskStyles.counts}>
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
