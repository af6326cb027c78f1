// The Recent Adventures filter: everything, or one trip category.
import { TRIP_CATEGORIES } from "../../content/trips";

/** The filter's choice of every category. */
export const ALL_CATEGORIES = "All";

/** The filter's choices: everything, or one category. */
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...TRIP_CATEGORIES] as const;

export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** The trips a filter choice shows, in their original order. */
export function filterByCategory<T>(items: readonly T[], filter: CategoryFilter, categoryOf: (item: T) => string): T[] {
  return filter === ALL_CATEGORIES ? [...items] : items.filter((item) => categoryOf(item) === filter);
}
