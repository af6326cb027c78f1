import { Link } from "gatsby";
import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { departuresPath } from "../../../content/routes.mjs";
import type { FinderDeparture } from "../../../content/finder-index";
import { formatCount } from "../../../content/format";
import { finderSearch, isFinding, parseFinderQuery, type FinderQuery } from "../../lib/finder/query";
import { FinderForm, type ShowQuery } from "./finder-form";
import { useAddressSearch } from "./use-address-search";
import { useFinder, type FinderState } from "./use-finder";
import * as styles from "./trip-finder.module.scss";

interface TripFinderProps {
  /** The months that have departures, YYYY-MM, soonest first. */
  months: readonly string[];
  gstPercent: number;
  /** What the page lists while the finder is not in use (and without JavaScript): every upcoming trip. */
  children: React.ReactNode;
}

/** What the finder says about its answer; screen readers read it out as it changes. */
function statusOf(finder: FinderState, matches: readonly FinderDeparture[] | null, query: FinderQuery): string {
  if (finder.status === "failed") return "The departures could not be loaded. Check your connection and try again.";
  if (finder.status !== "ready" || !matches) return "Finding departures…";
  if (matches.length === 0) return "No departure matches all of these. Try removing a filter.";
  const order = query.sort === "price" ? "lowest price first" : "soonest first";
  const trips = finder.answer.tripCount(matches);
  return `${formatCount(matches.length, "departure", "departures")} on ${formatCount(trips, "trip", "trips")} match, ${order}.`;
}

/**
 * The trip finder at the top of the trip list. The query lives in the page's
 * address (see lib/finder/query.ts and use-address-search.ts), read again on
 * every change, so a filtered list can be shared and Back and Forward move
 * between queries. The departures it filters, and the code that filters
 * them, are fetched on first use. While nothing is asked (and before the page
 * is interactive, and without JavaScript) the page shows its own list of
 * every upcoming trip instead.
 */
export function TripFinder({ months, gstPercent, children }: TripFinderProps) {
  const hydrated = useHydrated();
  const [search, writeSearch] = useAddressSearch();
  const query = React.useMemo(() => parseFinderQuery(search, months), [search, months]);
  // The form follows the query at once; the answer (matching, the list, the
  // trip cards hidden or shown again) renders at a lower priority, in slices
  // React interrupts for the visitor's next input, so no choice blocks a
  // phone while a long list is redrawn.
  const answered = React.useDeferredValue(query);
  const finding = isFinding(answered);
  const { finder, load } = useFinder();
  React.useEffect(() => {
    if (isFinding(query)) load();
  }, [query, load]);
  // Nothing is matched while nothing is asked: the page lists its own trips then.
  const matches = React.useMemo(
    () => (finder.status === "ready" && finding ? finder.answer.matchDepartures(finder.departures, answered) : null),
    [finder, answered, finding],
  );
  const showQuery: ShowQuery = (next, options) => writeSearch(finderSearch(next), options);

  return (
    <>
      <section className={styles.finder} aria-labelledby="finder-heading">
        <div className={styles.inner}>
          <h2 id="finder-heading" className={styles.heading}>
            Find your departure
          </h2>
          <FinderForm
            query={query}
            months={months}
            disabled={!hydrated}
            gstPercent={gstPercent}
            onQuery={showQuery}
            onUse={load}
          />
          <noscript>
            <p className={styles.noScript}>
              The finder needs JavaScript. Every upcoming trip is listed below, and every departure by month on{" "}
              <a href={departuresPath()}>Departures by month</a>.
            </p>
          </noscript>
          <p role="status" className={styles.status}>
            {finding ? statusOf(finder, matches, answered) : ""}
          </p>
          {finding && finder.status === "failed" ? (
            <button type="button" className={styles.retry} onClick={load}>
              Try again
            </button>
          ) : null}
        </div>
      </section>
      {finding ? (
        <section className={styles.results} aria-labelledby="matching-departures-heading">
          <div className={styles.inner}>
            <h2 id="matching-departures-heading" className={styles.heading}>
              Matching departures
            </h2>
            {finder.status === "ready" && matches && matches.length > 0 ? (
              <finder.answer.FinderResults departures={matches} />
            ) : null}
            <p className={styles.byMonth}>
              Or browse <Link to={departuresPath()}>every departure by month</Link>.
            </p>
          </div>
        </section>
      ) : null}
      {/* Hidden rather than removed while the finder answers: putting a dozen
          trip cards back on the page took a phone 350 ms at 1,000 trips. */}
      <div hidden={finding}>{children}</div>
    </>
  );
}
