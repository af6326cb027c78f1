import { graphql } from "gatsby";
import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { departuresPath, localePath } from "../../../content/routes.mjs";
import type { FinderDeparture } from "../../../content/finder-index";
import { takesSingular } from "../../../content/format";
import { fillMessage, messageParts } from "../../../content/fill-message";
import type { Locale } from "../../../content/locales.mjs";
import type { Messages } from "../../../content/messages";
import { LocalLink } from "../ui/local-link";
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

/** What the finder says about its answer, in the page's words; screen readers read it out as it changes. */
function statusOf(
  finder: FinderState,
  matches: readonly FinderDeparture[] | null,
  query: FinderQuery,
  words: Messages["finder"],
  lang: Locale,
): string {
  if (finder.status === "failed") return words.loadFailed;
  if (finder.status !== "ready" || !matches) return words.finding;
  if (matches.length === 0) return words.noMatch;
  const count = (number: number, one: string, other: string) =>
    fillMessage(takesSingular(number, lang) ? one : other, { count: number });
  const trips = finder.answer.tripCount(matches);
  return fillMessage(takesSingular(matches.length, lang) ? words.matchOne : words.matchOther, {
    departures: count(matches.length, words.departuresOne, words.departuresOther),
    trips: count(trips, words.tripsOne, words.tripsOther),
    order: query.sort === "price" ? words.inPriceOrder : words.inDateOrder,
  });
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
  const messages = useMessages("finder");
  const departureWords = useMessages("departures");
  const lang = usePageLanguage();
  const hydrated = useHydrated();
  const [search, writeSearch] = useAddressSearch();
  const query = React.useMemo(() => parseFinderQuery(search, months), [search, months]);
  // The form follows the query at once; the answer (matching, the list, the
  // trip cards hidden or shown again) renders at a lower priority, in slices
  // React interrupts for the visitor's next input, so no choice blocks a
  // phone while a long list is redrawn.
  const answered = React.useDeferredValue(query);
  const finding = isFinding(answered);
  const { finder, load } = useFinder(lang);
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
            {messages.heading}
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
              {messageParts(messages.noScript, {
                link: (
                  <a key="link" href={localePath(lang, departuresPath())}>
                    {departureWords.indexTitle}
                  </a>
                ),
              })}
            </p>
          </noscript>
          <p role="status" className={styles.status}>
            {finding ? statusOf(finder, matches, answered, messages, lang) : ""}
          </p>
          {finding && finder.status === "failed" ? (
            <button type="button" className={styles.retry} onClick={load}>
              {messages.retry}
            </button>
          ) : null}
        </div>
      </section>
      {finding ? (
        <section className={styles.results} aria-labelledby="matching-departures-heading">
          <div className={styles.inner}>
            <h2 id="matching-departures-heading" className={styles.heading}>
              {messages.results}
            </h2>
            {finder.status === "ready" && matches && matches.length > 0 ? (
              <finder.answer.FinderResults departures={matches} />
            ) : null}
            <p className={styles.byMonth}>
              {messageParts(messages.byMonth, {
                link: (
                  <LocalLink key="link" to={departuresPath()}>
                    {messages.byMonthLink}
                  </LocalLink>
                ),
              })}
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

/**
 * The finder's words, with those of the departures it lists (and their
 * seats) and the trips' names for categories and levels:
 * `messages(lang: $lang) { ...TripFinderMessages }` on the page that shows it.
 */
export const tripFinderMessagesFragment = graphql`
  fragment TripFinderMessages on SiteMessages {
    finder
    trips
    ...DepartureListMessages
  }
`;
