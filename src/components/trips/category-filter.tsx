import { CATEGORY_FILTERS, type CategoryFilter as Filter } from "../../lib/categories";
import * as styles from "./category-filter.module.scss";

interface CategoryFilterProps {
  selected: Filter;
  onSelect: (filter: Filter) => void;
  /** The id of the list these buttons filter. */
  controls: string;
}

/** Toggle buttons for the trip categories; the selected one is pressed (aria-pressed). */
export function CategoryFilter({ selected, onSelect, controls }: CategoryFilterProps) {
  return (
    <div className={styles.filter} role="group" aria-label="Filter trips by category">
      {CATEGORY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.option}
          aria-pressed={filter === selected}
          aria-controls={controls}
          onClick={() => onSelect(filter)}
        >
          {filter}
        </button>
      ))}
    </div>
  );
}
