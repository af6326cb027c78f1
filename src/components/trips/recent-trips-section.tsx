import * as React from "react";
import type { Messages } from "../../../content/messages";
import { fillMessage } from "../../../content/fill-message";
import { takesSingular } from "../../../content/format";
import type { Locale } from "../../../content/locales.mjs";
import { ALL_CATEGORIES, filterByCategory, type CategoryFilter as Filter } from "../../lib/categories";
import { categoryName } from "../../lib/trips";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Section } from "../ui/section";
import { CategoryFilter } from "./category-filter";
import { RecentTripCard, recentTripKey, type CompletedDeparture } from "./recent-trip-card";
import * as styles from "./recent-trips-section.module.scss";
import { TripGrid } from "./trip-grid";

const LIST_ID = "recent-trips-list";

/** What the filter shows, in the page's words: for the empty state and for screen readers. */
export function describeFilterResult(count: number, filter: Filter, words: Messages["trips"], lang: Locale): string {
  // A category named inside a sentence, in lower case where the language has case ('adventure trips').
  const category = filter === ALL_CATEGORIES ? "" : categoryName(filter, words).toLowerCase();
  if (count === 0) return fillMessage(words.filterNone, { category });
  const singular = takesSingular(count, lang);
  const showing =
    filter === ALL_CATEGORIES
      ? singular
        ? words.showingOne
        : words.showingOther
      : singular
        ? words.showingCategoryOne
        : words.showingCategoryOther;
  return fillMessage(showing, { count, category });
}

interface RecentTripsSectionProps {
  departures: readonly CompletedDeparture[];
  /** Below the grid, e.g. a link to all trips. */
  footer?: React.ReactNode;
}

/** 'Recent Adventures': departures that have run, most recent first, filterable by category. */
export function RecentTripsSection({ departures, footer }: RecentTripsSectionProps) {
  const messages = useMessages("trips");
  const lang = usePageLanguage();
  const [filter, setFilter] = React.useState<Filter>(ALL_CATEGORIES);
  const shown = filterByCategory(departures, filter, (departure) => departure.trip.category);
  const summary = describeFilterResult(shown.length, filter, messages, lang);
  return (
    <Section
      id="recent-trips"
      tone="sand"
      eyebrow={messages.recentEyebrow}
      title={messages.recentTitle}
      intro={messages.recentIntro}
    >
      <CategoryFilter selected={filter} onSelect={setFilter} controls={LIST_ID} />
      {/* Announces each change of filter; the cards themselves are not a live region. */}
      <p role="status" className={styles.status}>
        {summary}
      </p>
      <div id={LIST_ID}>
        <TripGrid
          trips={shown}
          keyOf={recentTripKey}
          emptyMessage={summary}
          emptyMessageAnnounced
          card={(departure) => <RecentTripCard departure={departure} />}
        />
      </div>
      {footer}
    </Section>
  );
}
