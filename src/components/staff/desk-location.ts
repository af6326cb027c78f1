// Where staff are in the desk, kept in the address (/staff/?view=…) so Back,
// Forward, a reload and a link pasted to a colleague all land on the same view.
import { STAFF_PATH } from "../../../content/routes.mjs";
import { FILTER_NAMES, type RequestFilters } from "../../../requests/staff";
import { REVIEW_STATUSES, type ReviewStanding } from "../../../requests/reviews";
import { LOW_FILL_WEEKS, NUMBERS_FIGURES, type NumbersFigure } from "../../../requests/numbers";

export type DeskView =
  | { view: "requests"; filters: RequestFilters }
  | { view: "request"; id: string }
  | { view: "departures" }
  /** The money to chase, and the GST documents of `month` (YYYY-MM; null: this month in India). */
  | { view: "money"; month: string | null }
  /**
   * The owner's numbers: one figure (null: the first the person may see) and its parameters, each null for
   * its default: `year` a financial year ('2026-27'; this one by India's date), `weeks` how soon a low
   * departure is flagged (LOW_FILL_WEEKS.default), `trip` the trip whose lead time shows (every trip's).
   */
  | { view: "numbers"; figure: NumbersFigure | null; year: string | null; weeks: number | null; trip: string | null }
  /** The access log of personal data; `before`: the page that ends before this line (null: the newest). */
  | { view: "access-log"; before: number | null }
  /** Who is staff and what they hold, for owners. */
  | { view: "staff" }
  /** Travellers' reviews in one status, to moderate (waiting) or answer (published). */
  | { view: "reviews"; status: ReviewStanding }
  | { view: "review"; id: string }
  | { view: "manifest"; trip: string; startDate: string }
  /** A departure's roster for its trip lead, which a lead may keep on their phone. */
  | { view: "roster"; trip: string; startDate: string };

/** A month as the address names it: YYYY-MM. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A financial year as the address names it, '2026-27': the second year the one after the first. */
function yearParam(value: string | null): string | null {
  const [, start, end] = /^(\d{4})-(\d{2})$/.exec(value ?? "") ?? [];
  return start && Number(end) === (Number(start) + 1) % 100 ? (value as string) : null;
}

/** The weeks the address asks for, when LOW_FILL_WEEKS allows them. */
function weeksParam(value: string | null): number | null {
  const weeks = Number(value);
  return value && Number.isInteger(weeks) && weeks >= LOW_FILL_WEEKS.min && weeks <= LOW_FILL_WEEKS.max ? weeks : null;
}

function numbersViewOf(params: URLSearchParams): DeskView {
  return {
    view: "numbers",
    figure: NUMBERS_FIGURES.find((each) => each === params.get("figure")) ?? null,
    year: yearParam(params.get("year")),
    weeks: weeksParam(params.get("weeks")),
    trip: params.get("trip") || null,
  };
}

export function deskViewOf(search: string): DeskView {
  const params = new URLSearchParams(search);
  const id = params.get("request");
  if (id) return { view: "request", id };
  const review = params.get("review");
  if (review) return { view: "review", id: review };
  const [rosterTrip, rosterStart] = params.get("roster")?.split("/") ?? [];
  if (rosterTrip && rosterStart) return { view: "roster", trip: rosterTrip, startDate: rosterStart };
  const departure = params.get("departure");
  const [trip, startDate] = departure?.split("/") ?? [];
  if (trip && startDate) return { view: "manifest", trip, startDate };
  if (params.get("view") === "departures") return { view: "departures" };
  if (params.get("view") === "money") {
    const month = params.get("month");
    return { view: "money", month: month && MONTH.test(month) ? month : null };
  }
  if (params.get("view") === "staff") return { view: "staff" };
  if (params.get("view") === "numbers") return numbersViewOf(params);
  if (params.get("view") === "reviews") {
    const status = REVIEW_STATUSES.find((each) => each === params.get("status"));
    return { view: "reviews", status: status ?? "waiting" };
  }
  if (params.get("view") === "access-log") {
    const before = Number(params.get("before"));
    return { view: "access-log", before: Number.isSafeInteger(before) && before > 0 ? before : null };
  }
  const filters: RequestFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value && name !== "before") (filters as Record<string, string>)[name] = value;
  }
  return { view: "requests", filters };
}

/** The desk's address for `view`. */
export function deskPathOf(view: DeskView): string {
  const params = new URLSearchParams();
  if (view.view === "request") params.set("request", view.id);
  if (view.view === "review") params.set("review", view.id);
  if (view.view === "manifest") params.set("departure", `${view.trip}/${view.startDate}`);
  if (view.view === "roster") params.set("roster", `${view.trip}/${view.startDate}`);
  if (
    view.view === "departures" ||
    view.view === "money" ||
    view.view === "access-log" ||
    view.view === "staff" ||
    view.view === "reviews" ||
    view.view === "numbers"
  ) {
    params.set("view", view.view);
  }
  if (view.view === "numbers") {
    if (view.figure !== null) params.set("figure", view.figure);
    if (view.year !== null) params.set("year", view.year);
    if (view.weeks !== null) params.set("weeks", String(view.weeks));
    if (view.trip !== null) params.set("trip", view.trip);
  }
  if (view.view === "reviews" && view.status !== "waiting") params.set("status", view.status);
  if (view.view === "access-log" && view.before !== null) params.set("before", String(view.before));
  if (view.view === "money" && view.month !== null) params.set("month", view.month);
  if (view.view === "requests") {
    for (const [name, value] of Object.entries(view.filters)) if (value) params.set(name, value);
  }
  // A slash needs no escaping in a query: ?departure=spiti-winter-expedition/2026-12-24 reads better.
  const query = params.toString().replaceAll("%2F", "/");
  return query ? `${STAFF_PATH}?${query}` : STAFF_PATH;
}

/** The query string of the staff API's list for `filters`. */
export function filterQuery(filters: RequestFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
