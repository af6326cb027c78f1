import { Link } from "gatsby";
import { paginationWindow } from "../../lib/trips";
import { tripListPath } from "../../../content/routes.mjs";
import * as styles from "./trip-list-pagination.module.scss";

/** Links between the pages of the trip list: previous, each page by number, next. */
export function TripListPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Trip list pages">
      {page > 1 ? (
        <Link to={tripListPath(page - 1)} rel="prev" className={styles.step}>
          Previous
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {paginationWindow(page, pageCount).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={tripListPath(number)}
                className={styles.page}
                aria-current={number === page ? "page" : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={tripListPath(page + 1)} rel="next" className={styles.step}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
