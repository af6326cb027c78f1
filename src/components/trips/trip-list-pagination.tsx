import { paginationWindow } from "../../lib/trips";
import { tripListPath } from "../../../content/routes.mjs";
import { fillMessage } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import { LocalLink } from "../ui/local-link";
import * as styles from "./trip-list-pagination.module.scss";

/** Links between the pages of the trip list: previous, each page by number, next. */
export function TripListPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const messages = useMessages("trips");
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={messages.paginationLabel}>
      {page > 1 ? (
        <LocalLink to={tripListPath(page - 1)} rel="prev" className={styles.step}>
          {messages.previousPage}
        </LocalLink>
      ) : null}
      <ol className={styles.pages}>
        {paginationWindow(page, pageCount).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <LocalLink
                to={tripListPath(number)}
                className={styles.page}
                aria-current={number === page ? "page" : undefined}
                aria-label={fillMessage(messages.pageNumber, { page: number })}
              >
                {number}
              </LocalLink>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <LocalLink to={tripListPath(page + 1)} rel="next" className={styles.step}>
          {messages.nextPage}
        </LocalLink>
      ) : null}
    </nav>
  );
}
