// The requests as staff see them: the list with its counts, one request with
// its history and money, and the names and phones the desk shows. The SQL is
// db/requests.ts's.
import { CONTACT_SUBJECTS, type ContactSubject } from "../../requests/contact-subjects";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type { BookingMoney, RequestDetail, RequestFilters, RequestList, RequestSummary } from "../../requests/staff";
import { todayInIndia } from "../../content/india-time";
import type { EmailOfRequest } from "../db/outbox";
import { moneyOfRequest } from "../db/payments";
import * as requests from "../db/requests";
import type { RequestEventRow, RequestRow } from "../db/rows";
import { Refusal } from "../platform/refusals";
import { bookingMoney } from "../bookings/booking-money";

/** Requests per page of the list. */
export const PAGE_SIZE = 50;

export const nameOf = (row: Pick<RequestRow, "full_name" | "first_name" | "last_name">) =>
  row.full_name ?? [row.first_name, row.last_name].filter(Boolean).join(" ");

export const phoneOf = (row: Pick<RequestRow, "country_code" | "phone">) =>
  row.phone === null ? null : [row.country_code, row.phone].filter(Boolean).join(" ");

const departureDatesOf = (row: RequestRow) =>
  row.departure_start && row.departure_end ? { startDate: row.departure_start, endDate: row.departure_end } : null;

/** 'Plan a custom trip' for 'custom-trip'; a subject the form no longer offers, as stored. */
const subjectOf = (row: RequestRow) =>
  row.subject === null
    ? null
    : Object.hasOwn(CONTACT_SUBJECTS, row.subject)
      ? CONTACT_SUBJECTS[row.subject as ContactSubject]
      : row.subject;

const summaryOf = (row: RequestRow): RequestSummary => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  receivedAt: row.received_at,
  lang: row.lang,
  name: nameOf(row),
  email: row.email,
  trip: row.trip_title,
  departure: departureDatesOf(row),
  job: row.job_title,
  subject: subjectOf(row),
});

/** A cursor into the list: the last request of a page, by time then id. */
const cursorOf = (row: Pick<RequestRow, "received_at" | "id">) => `${row.received_at}~${row.id}`;

/** A page of requests matching `filters`, newest first, and how many match per status. */
export async function listRequests(db: D1Database, filters: RequestFilters): Promise<RequestList> {
  const { rows, counts } = await requests.requestsMatching(db, filters, PAGE_SIZE + 1);
  const shown = rows.slice(0, PAGE_SIZE);
  return {
    requests: shown.map(summaryOf),
    counts: Object.fromEntries(counts.map(({ status, count }) => [status, count])),
    next: rows.length > PAGE_SIZE ? cursorOf(shown[shown.length - 1]) : null,
  };
}

const eventOf = (row: RequestEventRow) => ({
  at: row.at,
  staffEmail: row.staff_email,
  from: row.from_status,
  to: row.to_status,
  note: row.note,
});

function detailOf(
  row: RequestRow,
  events: RequestEventRow[],
  emails: EmailOfRequest[],
  money: BookingMoney | null,
): RequestDetail {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    receivedAt: row.received_at,
    lang: row.lang,
    name: nameOf(row),
    email: row.email,
    phone: phoneOf(row),
    trip: row.trip_slug ? { slug: row.trip_slug, title: row.trip_title ?? row.trip_slug } : null,
    departure: departureDatesOf(row),
    job: row.job_slug ? { slug: row.job_slug, title: row.job_title ?? row.job_slug } : null,
    subject: subjectOf(row),
    message: row.message,
    coverLetter: row.cover_letter,
    resume:
      row.resume_key && row.resume_name && row.resume_type
        ? { name: row.resume_name, type: row.resume_type, bytes: row.resume_bytes ?? 0 }
        : null,
    seats:
      row.kind === "booking" || row.kind === "waitlist"
        ? {
            reference: row.reference,
            count: row.seats,
            others: row.travellers ? row.travellers.split("\n") : [],
            holdUntil: row.hold_until,
            source: row.source,
          }
        : null,
    money,
    visitSource: row.visit_source
      ? {
          source: row.visit_source,
          medium: row.visit_medium,
          campaign: row.visit_campaign,
          term: row.visit_term,
          content: row.visit_content,
        }
      : null,
    emails: emails.map((email) => ({
      template: email.template,
      sentAt: email.sent_at,
      attempts: email.attempts,
      lastError: email.last_error,
    })),
    history: events.map(eventOf),
  };
}

const noSuchRequest = () => new Refusal(404, "There is no such request: it may have been deleted after its time.");

export async function requestRow(db: D1Database, id: string): Promise<RequestRow> {
  const row = await requests.requestById(db, id);
  if (!row) throw noSuchRequest();
  return row;
}

/** One request in full, with every status change, oldest first, and a booking's money. */
export async function requestDetail(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  now = new Date(),
): Promise<RequestDetail> {
  const [found, money] = await Promise.all([requests.requestWithHistory(db, id), moneyOfRequest(db, id)]);
  if (!found) throw noSuchRequest();
  const booking = bookingMoney(found.request, catalogue, money, todayInIndia(now), now);
  return detailOf(found.request, found.events, found.emails, booking);
}
