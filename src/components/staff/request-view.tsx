import * as React from "react";
import { Link } from "gatsby";
import { HOLD_EXTENSIONS, NOTE_MAX_LENGTH, staffApi, type RequestDetail } from "../../../requests/staff";
import { statusInfo } from "../../../requests/statuses";
import type { VisitSource } from "../../../requests/numbers";
import { formatDateRange, formatPaise } from "../../../content/format";
import { LANGUAGE_NAMES_IN_ENGLISH } from "../../../content/locales.mjs";
import { deskPathOf } from "./desk-location";
import { formatInstant } from "./desk-format";
import { useMay } from "./desk-self";
import { postStaffJson, saidOf, type Said } from "./staff-client";
import { StaffState } from "./staff-state";
import { KIND_LABELS, StatusBadge } from "./status-badge";
import { DetailList } from "./detail-list";
import { FailureAlert, type DeskFailure } from "./failure-alert";
import { MoneySection } from "./money-section";
import { PlanChanges } from "./plan-changes";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

const SOURCE_LABELS = {
  site: "From the site",
  desk: "On the desk, for a sale by phone or WhatsApp",
  import: "Moved in from the seats editors typed before seats were live",
} as const;

/** Each email a request sends, as staff name it. */
const EMAIL_LABELS: Record<string, string> = {
  agency: "To the agency: the request",
  received: "To the traveller: seats held",
  confirmed: "To the traveller: booking confirmed",
  lapsed: "To the traveller: hold ended",
  waitlisted: "To the traveller: on the waitlist",
  offered: "To the traveller: seats offered",
  "deposit-paid": "To the traveller: deposit receipt",
  "balance-paid": "To the traveller: balance receipt",
  "balance-due": "To the traveller: the balance's payment link",
  "balance-reminder": "To the traveller: the balance's reminder",
  refunded: "To the traveller: cancelled and refunded",
  "plans-changed": "To the traveller: what their change of plans did",
  "called-off": "To the traveller: the departure is called off",
  "refund-returned": "To the traveller: the refund returned by hand",
  "travellers-due-21": "To the traveller: the travellers' details still missing, 21 days before",
  "travellers-due-10": "To the traveller: the travellers' details still missing, 10 days before",
  "review-asked": "To the traveller: asked to review the trip",
  "review-reminder": "To the traveller: the one reminder to review the trip",
  "review-held": "To the traveller: their review held back, to write again",
};

function Emails({ request }: { request: RequestDetail }) {
  if (request.emails.length === 0) return <p className={styles.empty}>No emails.</p>;
  return (
    <ul className={styles.history} aria-labelledby="emails-heading">
      {/* A template may send more than once (a change of plans, a review held back again). */}
      {request.emails.map((email, index) => (
        <li key={`${email.template} ${index}`}>
          {EMAIL_LABELS[email.template] ?? email.template}:{" "}
          {email.sentAt ? (
            <>
              sent <time dateTime={email.sentAt}>{formatInstant(email.sentAt)}</time>
            </>
          ) : email.lastError ? (
            `not sent yet: ${email.attempts} ${email.attempts === 1 ? "attempt" : "attempts"} failed (${email.lastError}); trying again`
          ) : (
            "queued, sent within a minute"
          )}
        </li>
      ))}
    </ul>
  );
}

/** Keeps a held or offered request's seats longer: a traveller who needs a day more to pay. */
function HoldForm({ request, onChanged }: { request: RequestDetail; onChanged: (request: RequestDetail) => void }) {
  const [hours, setHours] = React.useState<number>(HOLD_EXTENSIONS[1]);
  const [saving, setSaving] = React.useState(false);
  const [said, setSaid] = React.useState<Said | null>(null);
  const id = React.useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await postStaffJson<RequestDetail>(staffApi.hold(request.id), { hours, version: request.version });
    setSaving(false);
    setSaid(saidOf(answer, (data) => `Held until ${formatInstant(data.seats?.holdUntil ?? "")}.`));
    if (answer.outcome === "ok") onChanged(answer.data);
  };
  return (
    <form className={styles.holdForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>Extend the hold by</label>
      <select id={id} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
        {HOLD_EXTENSIONS.map((option) => (
          <option key={option} value={option}>
            {option} hours
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button} disabled={saving} aria-disabled={saving}>
        {saving ? "Saving…" : "Extend the hold"}
      </button>
      {said ? (
        <p className={said.failed ? styles.error : styles.saved} role={said.failed ? "alert" : "status"}>
          {said.message}
        </p>
      ) : null}
    </form>
  );
}

/** Where a booking's visit came from, in one line: 'instagram · social · diwali-2026', 'Direct', or 'Not recorded'. */
function cameFrom(visit: VisitSource | null): string {
  if (!visit) return "Not recorded";
  const { source, medium, campaign, term, content } = visit;
  const parts = [source, medium, campaign, term, content].filter((part): part is string => part !== null);
  return parts.length === 1 && source === "direct" ? "Direct" : parts.join(" · ");
}

function Details({ request }: { request: RequestDetail }) {
  const mayReadDepartures = useMay("departures.read");
  const mayReadResumes = useMay("resumes.read");
  const rows: [string, React.ReactNode][] = [
    ["Kind", KIND_LABELS[request.kind]],
    ["Received", <time dateTime={request.receivedAt}>{formatInstant(request.receivedAt)}</time>],
    // The language the traveller's emails and pages speak, and staff answer in.
    ["Language", LANGUAGE_NAMES_IN_ENGLISH[request.lang]],
    ["Email", <a href={`mailto:${request.email}`}>{request.email}</a>],
  ];
  if (request.phone) rows.push(["Phone", <a href={`tel:${request.phone.replace(/\s/g, "")}`}>{request.phone}</a>]);
  if (request.trip) {
    rows.push([
      "Trip",
      request.departure ? (
        <>
          {request.trip.title},{" "}
          {mayReadDepartures ? (
            <Link
              to={deskPathOf({ view: "manifest", trip: request.trip.slug, startDate: request.departure.startDate })}
            >
              {formatDateRange(request.departure.startDate, request.departure.endDate)}
            </Link>
          ) : (
            formatDateRange(request.departure.startDate, request.departure.endDate)
          )}
        </>
      ) : (
        `${request.trip.title}, the next departure (not yet scheduled)`
      ),
    ]);
  }
  if (request.seats) {
    const { reference, count, others, holdUntil, source } = request.seats;
    if (reference) rows.push(["Reference", reference]);
    rows.push(["Seats", others.length > 0 ? `${count} (with ${others.join(", ")})` : String(count)]);
    if (holdUntil) {
      rows.push([
        request.status === "offered" ? "Offer open until" : "Held until",
        <time dateTime={holdUntil}>{formatInstant(holdUntil)}</time>,
      ]);
    }
    if (source !== "site") rows.push(["Entered", SOURCE_LABELS[source]]);
    // The campaign tags of the link the traveller followed, or the site that linked here (src/visit/).
    rows.push(["Came from", cameFrom(request.visitSource)]);
  }
  if (request.job) rows.push(["Job", request.job.title]);
  if (request.subject) rows.push(["Subject", request.subject]);
  if (request.message) rows.push(["Message", <span className={styles.longText}>{request.message}</span>]);
  if (request.coverLetter) rows.push(["Cover letter", <span className={styles.longText}>{request.coverLetter}</span>]);
  if (request.resume) {
    const resume = `${request.resume.name} (${kilobytes(request.resume.bytes)})`;
    rows.push([
      "Resume",
      mayReadResumes ? (
        <a href={staffApi.resume(request.id)} download={request.resume.name}>
          Download {resume}
        </a>
      ) : (
        resume
      ),
    ]);
  }
  return <DetailList rows={rows} />;
}

interface StatusFormProps {
  request: RequestDetail;
  onChanged: (request: RequestDetail) => void;
  onStale: () => void;
}

/** Where the request may go next, with a note; a change made on a stale copy is refused and the latest offered. */
function StatusForm({ request, onChanged, onStale }: StatusFormProps) {
  const next = statusInfo(request.kind, request.status).next;
  const [choice, setChoice] = React.useState("");
  const [cancelledBy, setCancelledBy] = React.useState<"traveller" | "agency">("traveller");
  const [note, setNote] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<DeskFailure | null>(null);
  const [saved, setSaved] = React.useState<string | null>(null);
  const formId = React.useId();
  // A newer copy (saved, or fetched after a refusal) offers new choices; the note typed so far stays.
  const [shownVersion, setShownVersion] = React.useState(request.version);
  if (shownVersion !== request.version) {
    setShownVersion(request.version);
    setChoice("");
    setFailure(null);
  }

  if (next.length === 0) {
    return (
      <>
        {saved ? (
          <p className={styles.saved} role="status">
            {saved}
          </p>
        ) : null}
        <p className={styles.empty}>This request is settled: its status no longer changes.</p>
      </>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setFailure({ message: "Choose where the request moves to.", stale: false });
      return;
    }
    setSaving(true);
    const answer = await postStaffJson<RequestDetail>(staffApi.status(request.id), {
      status: choice,
      version: request.version,
      note,
      ...(choice === "cancelled" ? { cancelledBy } : {}),
    });
    setSaving(false);
    if (answer.outcome === "ok") {
      setFailure(null);
      setChoice("");
      setNote("");
      setSaved(`Moved to ${statusInfo(request.kind, answer.data.status).label}.`);
      onChanged(answer.data);
    } else if (answer.outcome === "signed-out") {
      setFailure({
        message: "Your sign-in has run out: reload the page to sign in again. Your note is kept here.",
        stale: false,
      });
    } else {
      setFailure({ message: answer.message, stale: answer.outcome === "refused" && answer.status === 409 });
    }
  };

  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>Move to</legend>
        {next.map((status) => {
          const info = statusInfo(request.kind, status);
          return (
            <div key={status} className={styles.choice}>
              <input
                type="radio"
                id={`${formId}-${status}`}
                name="status"
                value={status}
                checked={choice === status}
                onChange={() => setChoice(status)}
              />
              <label htmlFor={`${formId}-${status}`}>
                <strong>{info.label}</strong> <span className={styles.meaning}>{info.meaning}</span>
              </label>
            </div>
          );
        })}
      </fieldset>
      {choice === "cancelled" && request.money && request.money.payments.length > 0 ? (
        <fieldset>
          <legend>Who cancels? The refund goes back through Razorpay (or by hand, for a transfer or cash)</legend>
          {(["traveller", "agency"] as const).map((who) => {
            const quote = request.money!.refundToday[who];
            return (
              <div key={who} className={styles.choice}>
                <input
                  type="radio"
                  id={`${formId}-by-${who}`}
                  name="cancelledBy"
                  value={who}
                  checked={cancelledBy === who}
                  onChange={() => setCancelledBy(who)}
                />
                <label htmlFor={`${formId}-by-${who}`}>
                  <strong>{who === "traveller" ? "The traveller" : "The agency (the departure is cancelled)"}</strong>{" "}
                  <span className={styles.meaning}>
                    refunds {formatPaise(quote.amount)}: {quote.percent}% of what was paid
                    {who === "traveller" ? ", by the cancellation terms today" : ""}
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <label className={styles.note}>
        <span>Note (optional)</span>
        <textarea value={note} maxLength={NOTE_MAX_LENGTH} rows={3} onChange={(event) => setNote(event.target.value)} />
      </label>
      <FailureAlert failure={failure} onStale={onStale} />
      {saved && !failure ? (
        <p className={styles.saved} role="status">
          {saved}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={saving} aria-disabled={saving}>
        {saving ? "Saving…" : "Save status"}
      </button>
    </form>
  );
}

function History({ request }: { request: RequestDetail }) {
  return (
    <ol className={styles.history} aria-labelledby="history-heading">
      <li>
        <time dateTime={request.receivedAt}>{formatInstant(request.receivedAt)}</time>: received from the site.
      </li>
      {request.history.map((event) => (
        <li key={`${event.at} ${event.to}`}>
          <time dateTime={event.at}>{formatInstant(event.at)}</time>: {event.staffEmail}
          {event.from === event.to ? (
            ""
          ) : (
            <>
              {" "}
              moved it from {statusInfo(request.kind, event.from).label} to {statusInfo(request.kind, event.to).label}
            </>
          )}
          {event.note ? (
            <>
              : <q>{event.note}</q>
            </>
          ) : (
            "."
          )}
        </li>
      ))}
    </ol>
  );
}

/** One request in full: its details, where it may move next, and everything that happened to it. */
export function RequestView({ id }: { id: string }) {
  const [state, reload, replace] = useStaffData<RequestDetail>(staffApi.request(id));
  const mayChange = useMay("requests.change");
  const mayChangePlans = useMay("plans.change");
  return (
    <>
      <p>
        <Link to={deskPathOf({ view: "requests", filters: {} })}>← All requests</Link>
      </p>
      <StaffState state={state} what="the request" onRetry={reload}>
        {(request) => (
          <article>
            <ViewHeading>
              {request.name} <StatusBadge kind={request.kind} status={request.status} />
            </ViewHeading>
            <Details request={request} />
            <section aria-labelledby="status-heading">
              <h2 id="status-heading">Status: {statusInfo(request.kind, request.status).label}</h2>
              <p className={styles.meaning}>{statusInfo(request.kind, request.status).meaning}</p>
              {mayChange ? <StatusForm request={request} onChanged={replace} onStale={reload} /> : null}
              {mayChange && request.seats?.holdUntil ? <HoldForm request={request} onChanged={replace} /> : null}
            </section>
            {request.money ? (
              <MoneySection request={{ ...request, money: request.money }} onChanged={replace} onStale={reload} />
            ) : null}
            {mayChangePlans && request.status === "confirmed" && request.seats ? (
              <section aria-labelledby="plans-heading">
                <h2 id="plans-heading">Change of plans, for the traveller</h2>
                <PlanChanges request={request} onChanged={replace} />
              </section>
            ) : null}
            <section aria-labelledby="emails-heading">
              <h2 id="emails-heading">Emails</h2>
              <Emails request={request} />
            </section>
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">History</h2>
              <History request={request} />
            </section>
          </article>
        )}
      </StaffState>
    </>
  );
}
