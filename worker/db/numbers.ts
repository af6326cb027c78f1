// The owner's numbers in SQL (migrations/0018_numbers.sql). Each figure is one SELECT over a time
// range (?1 inclusive to ?2 exclusive, ISO instants), grouped by the figure's keys: the daily roll-up
// adds it into the figure's table for the days it closes, and a view runs the very same SELECT over
// the days after them (the live tail), so the two count alike by construction.
import { monthsOf, type FinancialYear } from "../../content/tax-documents";
import { UNRECORDED_SOURCES } from "../../requests/numbers";

/** The cron cursor of the roll-ups: the last day of India's calendar counted into the tables. */
export const NUMBERS_JOB = "numbers";

/** An instant's month in India (UTC+5:30), in SQL. */
const monthOf = (instant: string) => `strftime('%Y-%m', ${instant}, '+330 minutes')`;

/** The money that moved in the range: payments, refunds sent or owed by hand, and paid money kept as credit. */
const MONEY_MOVES = `
  SELECT request_id, paid_at AS at, amount AS received, 0 AS refunded, 0 AS credited
  FROM payments WHERE paid_at >= ?1 AND paid_at < ?2
  UNION ALL
  SELECT request_id, at, 0, amount, 0 FROM refunds WHERE at >= ?1 AND at < ?2 AND status IN ('sent', 'by-hand')
  UNION ALL
  SELECT request_id, at, 0, 0, credit FROM booking_changes WHERE at >= ?1 AND at < ?2 AND credit > 0`;

const moneyBy = (basis: string, month: string, join: string) => `
  SELECT '${basis}' AS basis, ${month} AS month,
    sum(m.received) AS received, sum(m.refunded) AS refunded, sum(m.credited) AS credited
  FROM (${MONEY_MOVES}) AS m ${join}
  GROUP BY month`;

/** A request's confirmation: the first line of its history that says confirmed (a desk booking's first line may). */
const FIRST_CONFIRMED = `e.to_status = 'confirmed' AND NOT EXISTS (
    SELECT 1 FROM request_events AS earlier
    WHERE earlier.request_id = e.request_id AND earlier.to_status = 'confirmed' AND earlier.id < e.id)`;

/** Where a request's visit came from, or why it says nothing: entered at the desk, or sent before sources were kept. */
const SOURCE = `coalesce(r.visit_source, CASE r.source WHEN 'desk' THEN '${UNRECORDED_SOURCES.desk}' ELSE '${UNRECORDED_SOURCES.unknown}' END)`;

/**
 * A status change to cancelled that no change of plans made (those are counted from booking_changes),
 * and whether the agency made it: the desk's status change refunds in full, with reason 'agency', under
 * the receipt '<payment>:agency'.
 */
const STATUS_CANCELLED = `e.from_status = 'confirmed' AND e.to_status = 'cancelled' AND e.at >= ?1 AND e.at < ?2
  AND NOT EXISTS (SELECT 1 FROM booking_changes AS c WHERE c.request_id = e.request_id AND c.at = e.at)`;
const BY_AGENCY = `EXISTS (SELECT 1 FROM refunds AS f
  WHERE f.request_id = e.request_id AND f.reason = 'agency' AND f.receipt = f.payment_id || ':agency')`;

const CHANGE_COLUMNS = [
  "cancelled_traveller",
  "cancelled_agency",
  "cancelled_called_off",
  "refunded",
  "credited",
  "switches",
  "offers_made",
  "offers_taken",
  "offers_lapsed",
] as const;

/** One row per change of the range, each column 0 or its count or paise. */
const changeRow = (month: string, values: Partial<Record<(typeof CHANGE_COLUMNS)[number], string>>) =>
  `SELECT ${month} AS month, ${CHANGE_COLUMNS.map((column) => `${values[column] ?? "0"} AS ${column}`).join(", ")}`;

const CANCELS = "c.kind IN ('cancel', 'credit')";

const CHANGES = `
  ${changeRow(monthOf("c.at"), {
    cancelled_traveller: `${CANCELS} AND c.asked_by IN ('traveller', 'staff')`,
    cancelled_called_off: `${CANCELS} AND c.asked_by = 'call-off'`,
    refunded: `CASE WHEN ${CANCELS} THEN c.refund ELSE 0 END`,
    credited: `CASE WHEN ${CANCELS} THEN c.credit ELSE 0 END`,
    switches: "c.kind = 'switch'",
  })} FROM booking_changes AS c WHERE c.at >= ?1 AND c.at < ?2
  UNION ALL
  ${changeRow(monthOf("e.at"), { cancelled_traveller: `NOT ${BY_AGENCY}`, cancelled_agency: BY_AGENCY })}
  FROM request_events AS e WHERE ${STATUS_CANCELLED}
  UNION ALL
  ${changeRow(monthOf("f.at"), { refunded: "f.amount" })}
  FROM refunds AS f WHERE f.at >= ?1 AND f.at < ?2 AND f.status IN ('sent', 'by-hand')
    AND f.reason IN ('traveller', 'agency') AND f.receipt = f.payment_id || ':' || f.reason
  UNION ALL
  ${changeRow(monthOf("e.at"), {
    offers_made: "e.from_status = 'waiting' AND e.to_status = 'offered'",
    offers_taken: "e.from_status = 'offered' AND e.to_status = 'held'",
    offers_lapsed: "e.from_status = 'offered' AND e.to_status = 'lapsed'",
  })}
  FROM request_events AS e WHERE e.at >= ?1 AND e.at < ?2 AND e.from_status <> e.to_status
    AND e.from_status IN ('waiting', 'offered')`;

/**
 * A figure: its table, its key columns, its summed columns, the SELECT that counts a range, and what
 * its rows are kept by: a month (YYYY-MM), or a financial year's first calendar year.
 */
interface Figure {
  table: string;
  keys: readonly string[];
  sums: readonly string[];
  select: string;
  period?: "month" | "start_year";
}

/** The financial year a departure starts in, as the calendar year it starts in (2026 for 2026-27). */
const START_YEAR = `CAST(substr(r.departure_start, 1, 4) AS INTEGER) - (substr(r.departure_start, 6, 2) < '04')`;

const MONEY_SUMS = ["received", "refunded", "credited"] as const;
const MONEY_KEYS = ["basis", "month"] as const;

export const FIGURES = {
  moneyMoved: {
    table: "numbers_money",
    keys: MONEY_KEYS,
    sums: MONEY_SUMS,
    select: moneyBy("moved", monthOf("m.at"), ""),
  },
  moneyBooked: {
    table: "numbers_money",
    keys: MONEY_KEYS,
    sums: MONEY_SUMS,
    select: moneyBy("booked", monthOf("r.received_at"), "JOIN requests AS r ON r.id = m.request_id"),
  },
  moneyTravelled: {
    table: "numbers_money",
    keys: MONEY_KEYS,
    sums: MONEY_SUMS,
    select: moneyBy(
      "travelled",
      "substr(r.departure_start, 1, 7)",
      "JOIN requests AS r ON r.id = m.request_id AND r.departure_start IS NOT NULL",
    ),
  },
  sources: {
    table: "numbers_sources",
    keys: ["month", "source", "medium", "campaign"],
    sums: ["bookings", "seats", "received"],
    select: `
      SELECT s.month, ${SOURCE} AS source, coalesce(r.visit_medium, '') AS medium,
        coalesce(r.visit_campaign, '') AS campaign,
        sum(s.bookings) AS bookings, sum(s.bookings * r.seats) AS seats, sum(s.received) AS received
      FROM (
        SELECT e.request_id, ${monthOf("e.at")} AS month, 1 AS bookings, 0 AS received
        FROM request_events AS e WHERE e.at >= ?1 AND e.at < ?2 AND ${FIRST_CONFIRMED}
        UNION ALL
        SELECT request_id, ${monthOf("paid_at")}, 0, amount FROM payments WHERE paid_at >= ?1 AND paid_at < ?2
      ) AS s JOIN requests AS r ON r.id = s.request_id
      GROUP BY s.month, source, medium, campaign`,
  },
  leadTimes: {
    table: "numbers_lead_times",
    keys: ["start_year", "trip_slug", "lead_days"],
    sums: ["bookings"],
    period: "start_year",
    select: `
      SELECT ${START_YEAR} AS start_year, r.trip_slug,
        max(0, CAST(julianday(r.departure_start) - julianday(date(r.received_at, '+330 minutes')) AS INTEGER)) AS lead_days,
        count(*) AS bookings
      FROM request_events AS e JOIN requests AS r ON r.id = e.request_id
      WHERE e.at >= ?1 AND e.at < ?2 AND ${FIRST_CONFIRMED} AND r.departure_start IS NOT NULL
      GROUP BY start_year, r.trip_slug, lead_days`,
  },
  changes: {
    table: "numbers_changes",
    keys: ["month"],
    sums: CHANGE_COLUMNS,
    select: `SELECT month, ${CHANGE_COLUMNS.map((column) => `sum(${column}) AS ${column}`).join(", ")}
      FROM (${CHANGES}) GROUP BY month`,
  },
} satisfies Record<string, Figure>;

export type FigureName = keyof typeof FIGURES;

/**
 * The figure's range added into its table, only while the cursor still says `?3` (the day the run
 * read): a second run of the same days, or two at once, adds nothing.
 */
function rollUpSql(figure: Figure): string {
  const columns = [...figure.keys, ...figure.sums];
  return `INSERT INTO ${figure.table} (${columns.join(", ")})
    SELECT ${columns.join(", ")} FROM (${figure.select})
    WHERE (SELECT cursor FROM cron_cursors WHERE job = '${NUMBERS_JOB}') = ?3
    ON CONFLICT (${figure.keys.join(", ")}) DO UPDATE SET ${figure.sums.map((sum) => `${sum} = ${sum} + excluded.${sum}`).join(", ")}`;
}

/** The statements of one roll-up run, in one batch: every figure, then the cursor's move. */
export const ROLL_UP_STATEMENTS = Object.keys(FIGURES).length + 1;

/**
 * Adds every figure of [from, to) into its table and moves the cursor from `after` to `last`, in one
 * batch (one transaction): all of it or, if the cursor moved meanwhile, none.
 */
export async function rollUp(db: D1Database, from: string, to: string, after: string, last: string) {
  const results = await db.batch([
    ...Object.values(FIGURES).map((figure) => db.prepare(rollUpSql(figure)).bind(from, to, after)),
    db.prepare("UPDATE cron_cursors SET cursor = ? WHERE job = ? AND cursor = ?").bind(last, NUMBERS_JOB, after),
  ]);
  return results.at(-1)!.meta.changes === 1;
}

/** The first instant anything the numbers count happened, or null when nothing has. */
export async function firstNumbersEvent(db: D1Database): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT min(at) AS at FROM (
        SELECT min(paid_at) AS at FROM payments UNION ALL SELECT min(at) FROM refunds
        UNION ALL SELECT min(at) FROM booking_changes UNION ALL SELECT min(at) FROM request_events)`,
    )
    .first<{ at: string | null }>();
  return row?.at ?? null;
}

/** Starts the cursor at `day` (the day before the first to roll up), unless a run already did. */
export async function startNumbersCursor(db: D1Database, day: string) {
  await db
    .prepare("INSERT INTO cron_cursors (job, cursor) VALUES (?, ?) ON CONFLICT (job) DO NOTHING")
    .bind(NUMBERS_JOB, day)
    .run();
}

/**
 * A figure's rows for the financial years from `first` to `last` (and `basis`, for money): the rolled-up
 * ones, and the live tail's from `from` on.
 */
export async function figureRows<Row>(
  db: D1Database,
  name: FigureName,
  years: { first: FinancialYear; last: FinancialYear },
  from: string,
): Promise<{ rolledUp: Row[]; live: Row[] }> {
  const figure: Figure = FIGURES[name];
  const byYear = figure.period === "start_year";
  const period = byYear ? "start_year" : "month";
  const months = byYear
    ? { first: years.first.startYear, last: years.last.startYear }
    : { first: monthsOf(years.first)[0], last: monthsOf(years.last)[11] };
  const basis = figure.table === "numbers_money" ? `AND basis = '${name.slice("money".length).toLowerCase()}'` : "";
  const columns = [...figure.keys, ...figure.sums].join(", ");
  const [rolledUp, live] = await db.batch<Row>([
    db
      .prepare(`SELECT ${columns} FROM ${figure.table} WHERE ${period} >= ? AND ${period} <= ? ${basis}`)
      .bind(months.first, months.last),
    db
      .prepare(`SELECT ${columns} FROM (${figure.select}) WHERE ${period} >= ?3 AND ${period} <= ?4`)
      .bind(from, "9999-12-31T23:59:59.999Z", months.first, months.last),
  ]);
  return { rolledUp: rolledUp.results, live: live.results };
}
