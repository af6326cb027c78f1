import * as React from "react";
import { filterByCategory, type CategoryFilter as Filter } from "../../lib/categories";
import { Section } from "../ui/section";
import { CategoryFilter } from "./category-filter";
import { RecentTripCard, recentTripKey, type CompletedDeparture } from "./recent-trip-card";
import * as styles from "./recent-trips-section.module.scss";
import { TripGrid } from "./trip-grid";

const LIST_ID = "recent-trips-list";

/** What the filter shows, in words: for the empty state and for screen readers. */
export function describeFilterResult(count: number, filter: Filter): string {
  if (count === 0) return `No ${filter.toLowerCase()} trips have run recently. Choose another category to see more.`;
  const kind = filter === "All" ? "" : `${filter.toLowerCase()} `;
  return `Showing ${count} ${kind}${count === 1 ? "trip" : "trips"}.`;
}

interface RecentTripsSectionProps {
  departures: readonly CompletedDeparture[];
  /** Below the grid, e.g. a link to all trips. */
  footer?: React.ReactNode;
}

/** 'Recent Adventures': departures that have run, most recent first, filterable by category. */
export function RecentTripsSection({ departures, footer }: RecentTripsSectionProps) {
  const [filter, setFilter] = React.useState<Filter>("All");
  const shown = filterByCategory(departures, filter, (departure) => departure.trip.category);
  const summary = describeFilterResult(shown.length, filter);
  return (
    <Section
      id="recent-trips"
      tone="sand"
      eyebrow="Where our travellers have been"
      title="Recent Adventures"
      intro="A look at the trips our groups have just come back from."
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
