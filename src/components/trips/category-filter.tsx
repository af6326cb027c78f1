import { ALL_CATEGORIES, CATEGORY_FILTERS, type CategoryFilter as Filter } from "../../lib/categories";
import { useMessages } from "../../hooks/use-messages";
import { categoryName } from "../../lib/trips";
import * as styles from "./category-filter.module.scss";

interface CategoryFilterProps {
  selected: Filter;
  onSelect: (filter: Filter) => void;
  /** The id of the list these buttons filter. */
  controls: string;
}

/** Toggle buttons for the trip categories; the selected one is pressed (aria-pressed). */
export function CategoryFilter({ selected, onSelect, controls }: CategoryFilterProps) {
  const messages = useMessages("trips");
  return (
    <div className={styles.filter} role="group" aria-label={messages.filterLabel}>
      {CATEGORY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.option}
          aria-pressed={filter === selected}
          aria-controls={controls}
          onClick={() => onSelect(filter)}
        >
          {filter === ALL_CATEGORIES ? messages.filterAll : categoryName(filter, messages)}
        </button>
      ))}
    </div>
  );
}
