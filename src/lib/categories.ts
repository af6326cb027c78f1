// Trip categories, in the order the Recent Adventures filter shows them.

export const TRIP_CATEGORIES = ["Adventure", "Cultural", "Desert", "Pilgrimage", "Mountain"] as const;

export type TripCategory = (typeof TRIP_CATEGORIES)[number];

/** The filter's choices: everything, or one category. */
export const CATEGORY_FILTERS = ["All", ...TRIP_CATEGORIES] as const;

export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** The trips a filter choice shows, in their original order. */
export function filterByCategory<T>(items: readonly T[], filter: CategoryFilter, categoryOf: (item: T) => string): T[] {
  return filter === "All" ? [...items] : items.filter((item) => categoryOf(item) === filter);
}
