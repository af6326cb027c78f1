import * as React from "react";
import { Link, navigate } from "gatsby";
import { REQUEST_KINDS, type RequestKind } from "../../../requests/intake";
import {
  staffApi,
  type DepartureSeats,
  type RequestFilters,
  type RequestList,
  type RequestSummary,
} from "../../../requests/staff";
import { SEARCH_LENGTH_HINT, searchLengthError } from "../../../requests/search";
import { STATUSES } from "../../../requests/statuses";
import { formatDateRange } from "../../../content/format";
import { LANGUAGE_NAMES_IN_ENGLISH } from "../../../content/locales.mjs";
import { deskPathOf, filterQuery } from "./desk-location";
import { formatInstant } from "./desk-format";
import { getStaffJson } from "./staff-client";
import { StaffState } from "./staff-state";
import { KIND_LABELS, StatusBadge } from "./status-badge";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/** What a request is about, in a few words: 'Spiti Valley Winter Expedition, 24 Dec – 31 Dec 2026'. */
function aboutOf(request: RequestSummary): string {
  if (request.trip) {
    const when = request.departure
      ? formatDateRange(request.departure.startDate, request.departure.endDate)
      : "the next departure";
    return `${request.trip}, ${when}`;
  }
  return request.job ?? request.subject ?? "";
}

/** Every status of the kinds `kind` covers, each once, in the order requests move through them. */
function statusChoices(kind: RequestKind | undefined): [string, string][] {
  const kinds = kind ? [kind] : REQUEST_KINDS;
  const choices = new Map<string, string>();
  for (const each of kinds) {
    for (const [status, info] of Object.entries(STATUSES[each]))
      if (!choices.has(status)) choices.set(status, info.label);
  }
  return [...choices];
}

interface FilterFormProps {
  filters: RequestFilters;
  departures: DepartureSeats[];
}

/** The list's filters as a form: choices apply when sent, and land in the address. */
function FilterForm({ filters, departures }: FilterFormProps) {
  // Starts from the filters in the address; RequestListView remounts it when they change.
  const [draft, setDraft] = React.useState(filters);
  const [searchError, setSearchError] = React.useState<string | null>(null);
  const searchBox = React.useRef<HTMLInputElement>(null);
  const set = (name: keyof RequestFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({
      ...current,
      [name]: event.target.value || undefined,
      // A departure belongs to its trip.
      ...(name === "trip" ? { departure: undefined } : {}),
    }));
  const trips = [...new Map(departures.map((departure) => [departure.trip.slug, departure.trip.title]))];
  const tripDepartures = departures.filter((departure) => departure.trip.slug === draft.trip);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter requests"
      onSubmit={(event) => {
        event.preventDefault();
        // Told here, with the words still in the box, rather than refused by the API.
        const tooLong = searchLengthError(draft.q ?? "");
        setSearchError(tooLong);
        if (tooLong) searchBox.current?.focus();
        else void navigate(deskPathOf({ view: "requests", filters: draft }));
      }}
    >
      <label>
        <span>Kind</span>
        <select value={draft.kind ?? ""} onChange={set("kind")}>
          <option value="">All kinds</option>
          {REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Status</span>
        <select value={draft.status ?? ""} onChange={set("status")}>
          <option value="">Any status</option>
          {statusChoices(draft.kind).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Trip</span>
        <select value={draft.trip ?? ""} onChange={set("trip")}>
          <option value="">All trips</option>
          {trips.map(([slug, title]) => (
            <option key={slug} value={slug}>
              {title}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Departure</span>
        <select value={draft.departure ?? ""} onChange={set("departure")} disabled={!draft.trip}>
          <option value="">{draft.trip ? "All departures" : "Choose a trip first"}</option>
          {tripDepartures.map((departure) => (
            <option key={departure.startDate} value={departure.startDate}>
              {formatDateRange(departure.startDate, departure.endDate)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.search}>
        <label htmlFor="desk-search">Search</label>
        <input
          id="desk-search"
          ref={searchBox}
          type="search"
          value={draft.q ?? ""}
          onChange={set("q")}
          placeholder="Name, email, phone, words"
          aria-describedby={searchError ? "desk-search-error desk-search-hint" : "desk-search-hint"}
          aria-invalid={searchError ? true : undefined}
        />
        {searchError ? (
          <p id="desk-search-error" className={styles.fieldError}>
            {searchError}
          </p>
        ) : null}
        <p id="desk-search-hint" className={styles.hint}>
          {SEARCH_LENGTH_HINT}
        </p>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          Show requests
        </button>
        <Link to={deskPathOf({ view: "requests", filters: {} })} className={styles.quiet}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** Links to the same list by status, each with how many requests it holds. */
function StatusCounts({ filters, counts }: { filters: RequestFilters; counts: Record<string, number> }) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const entries = statusChoices(filters.kind).filter(([status]) => counts[status]);
  const link = (status: string | undefined, label: string, count: number) => (
    <li key={status ?? "all"}>
      <Link
        to={deskPathOf({ view: "requests", filters: { ...filters, status } })}
        aria-current={filters.status === status ? "page" : undefined}
      >
        {label} <span className={styles.count}>{count}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label="Requests by status">
      <ul className={styles.counts}>
        {link(undefined, "All", total)}
        {entries.map(([status, label]) => link(status, label, counts[status]))}
      </ul>
    </nav>
  );
}

function RequestRows({ list }: { list: RequestList }) {
  if (list.requests.length === 0) return <p className={styles.empty}>No requests match these filters.</p>;
  return (
    <ol className={styles.requests}>
      {list.requests.map((request) => (
        <li key={request.id} className={styles.requestRow}>
          <p className={styles.rowTop}>
            <Link to={deskPathOf({ view: "request", id: request.id })} className={styles.rowName}>
              {request.name}
            </Link>
            <StatusBadge kind={request.kind} status={request.status} />
          </p>
          <p className={styles.rowAbout}>
            <span className={styles.kind}>{KIND_LABELS[request.kind]}</span> {aboutOf(request)}
          </p>
          <p className={styles.rowMeta}>
            <time dateTime={request.receivedAt}>{formatInstant(request.receivedAt)}</time> · {request.email} ·{" "}
            {LANGUAGE_NAMES_IN_ENGLISH[request.lang]}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The requests, newest first, with their filters, counts per status, and older pages on demand. */
export function RequestListView({ filters }: { filters: RequestFilters }) {
  const query = filterQuery(filters);
  const [state, reload] = useStaffData<RequestList>(`${staffApi.requests}${query}`);
  const [departures] = useStaffData<DepartureSeats[]>(staffApi.departures);
  // Older pages fetched for this query; another query starts from its first page again.
  const [olderPages, setOlderPages] = React.useState<{ query: string; pages: RequestList[]; failure: string | null }>({
    query,
    pages: [],
    failure: null,
  });
  const { pages: older, failure: olderFailure } =
    olderPages.query === query ? olderPages : { pages: [] as RequestList[], failure: null };

  const last = older.length > 0 ? older[older.length - 1] : state.outcome === "ok" ? state.data : null;
  const showOlder = async () => {
    if (!last?.next) return;
    const answer = await getStaffJson<RequestList>(
      `${staffApi.requests}${filterQuery({ ...filters, before: last.next })}`,
    );
    setOlderPages({
      query,
      pages: answer.outcome === "ok" ? [...older, answer.data] : older,
      failure:
        answer.outcome === "ok"
          ? null
          : answer.outcome === "signed-out"
            ? "Sign in again to see more."
            : answer.message,
    });
  };

  return (
    <>
      <ViewHeading>Requests</ViewHeading>
      <FilterForm key={query} filters={filters} departures={departures.outcome === "ok" ? departures.data : []} />
      <StaffState state={state} what="requests" onRetry={reload}>
        {(list) => (
          <>
            <StatusCounts filters={filters} counts={list.counts} />
            <RequestRows list={{ ...list, requests: [...list.requests, ...older.flatMap((page) => page.requests)] }} />
            {last?.next ? (
              <button type="button" className={styles.button} onClick={() => void showOlder()}>
                Show older requests
              </button>
            ) : null}
            {olderFailure ? (
              <p className={styles.error} role="alert">
                {olderFailure}
              </p>
            ) : null}
          </>
        )}
      </StaffState>
    </>
  );
}
