import * as React from "react";
import type { FinderDeparture } from "../../../content/finder-index";
import { fillMessage } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import { DepartureList } from "../departures/departure-list";
import { buttonClass } from "../ui/button";
import * as styles from "./trip-finder.module.scss";

/**
 * How many departures show at first, and how many more each "Show more" adds:
 * three phone screens. Laying out each new departure costs a phone about 2 ms
 * at the finder's 1,000 trips, so twenty at once went over a 50 ms task.
 */
export const RESULTS_PER_STEP = 10;

/**
 * The matching departures, a step at a time: a long answer (every departure
 * of a busy month, at 1,000 trips) would otherwise cost the phone far more
 * rendering than anyone reads. "Show more" moves focus to the first
 * departure it adds, so a keyboard or screen-reader user carries on from there.
 */
export function FinderResults({ departures }: { departures: readonly FinderDeparture[] }) {
  const messages = useMessages("finder");
  const [shown, setShown] = React.useState(RESULTS_PER_STEP);
  // A new answer starts again at the first step.
  const [answer, setAnswer] = React.useState(departures);
  if (departures !== answer) {
    setAnswer(departures);
    setShown(RESULTS_PER_STEP);
  }
  const list = React.useRef<HTMLDivElement>(null);
  const firstAdded = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (firstAdded.current === null) return;
    list.current?.querySelectorAll("li")[firstAdded.current]?.querySelector("a")?.focus();
    firstAdded.current = null;
  }, [shown]);
  const left = departures.length - shown;
  return (
    <div ref={list}>
      <DepartureList departures={departures.slice(0, shown)} label={messages.results} />
      {left > 0 ? (
        <p className={styles.more}>
          <button
            type="button"
            className={buttonClass("outline")}
            onClick={() => {
              firstAdded.current = shown;
              // In slices, like every answer of the finder (see trip-finder.tsx).
              React.startTransition(() => setShown(shown + RESULTS_PER_STEP));
            }}
          >
            {fillMessage(messages.showMore, { count: Math.min(RESULTS_PER_STEP, left) })}
          </button>
          <span className={styles.left}>{fillMessage(messages.shown, { shown, total: departures.length })}</span>
        </p>
      ) : null}
    </div>
  );
}
