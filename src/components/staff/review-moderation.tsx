import * as React from "react";
import { Link } from "gatsby";
import {
  HOLD_REASON_LABELS,
  REVIEW_HOLD_REASONS,
  REVIEW_LIMITS,
  REVIEW_STATUSES,
  reviewApi,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewHoldReason,
  type ReviewList,
  type ReviewLogEntry,
  type ReviewStanding,
  type ReviewSummary,
} from "../../../requests/reviews";
import { formatMonthYear } from "../../../content/format";
import { LANGUAGE_NAMES_IN_ENGLISH } from "../../../content/locales.mjs";
import { deskPathOf } from "./desk-location";
import { formatInstant } from "./desk-format";
import { DetailList } from "./detail-list";
import { FailureAlert, type DeskFailure } from "./failure-alert";
import { RequestLink } from "./request-link";
import { getStaffJson, postStaffJson, type StaffAnswer } from "./staff-client";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/** The published review policy in one sentence, above every decision. */
export const POLICY_IN_ONE_SENTENCE =
  "Publish every review, good or bad, unless it breaks the policy: abuse, personal data about someone else, or not about the trip. Then hold it back with that reason; its author is emailed to write it again.";

const STATUS_LABELS: Record<ReviewStanding, string> = {
  waiting: "Waiting",
  published: "Published",
  held: "Held back",
  withdrawn: "Withdrawn",
};

const STATUS_TONES: Record<ReviewStanding, string> = {
  waiting: styles.waiting,
  published: styles.confirmed,
  held: "",
  withdrawn: styles.settled,
};

function ReviewBadge({ status }: { status: ReviewStanding }) {
  return (
    <span className={[styles.badge, STATUS_TONES[status]].filter(Boolean).join(" ")}>{STATUS_LABELS[status]}</span>
  );
}

/** The stars as drawn and as words: '★★★☆☆ 3 of 5'. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span> {rating} of 5
    </span>
  );
}

/** A review's title; a withdrawn one's words are erased (the review policy), so it is named by its id. */
const titleOf = (review: ReviewSummary) => review.title || `${review.id}, its words erased when withdrawn`;

/** What a review's author wrote, as they wrote it, and where it stands. */
function ReviewText({ review }: { review: ReviewSummary }) {
  const rows: [string, React.ReactNode][] = [
    ["Stars", <Stars rating={review.rating} />],
    [
      "Review",
      review.body ? (
        <span className={styles.longText} lang={review.lang}>
          {review.body}
        </span>
      ) : (
        "Erased when its author withdrew it."
      ),
    ],
  ];
  if (review.leadNote) {
    rows.push([
      "For the trip lead",
      <span className={styles.longText} lang={review.lang}>
        {review.leadNote}
      </span>,
    ]);
  }
  rows.push(
    ["Shown as", review.authorName ? <span lang={review.lang}>{review.authorName}</span> : "erased"],
    ["Trip", `${review.trip.title}, ${formatMonthYear(review.departureStart)}`],
    [
      "Written",
      <>
        <time dateTime={review.writtenAt}>{formatInstant(review.writtenAt)}</time>
        {review.rewrittenAt ? (
          <>
            , written again <time dateTime={review.rewrittenAt}>{formatInstant(review.rewrittenAt)}</time>
          </>
        ) : null}
      </>,
    ],
    ["Language", LANGUAGE_NAMES_IN_ENGLISH[review.lang]],
  );
  if (review.status === "held" && review.heldReason) {
    rows.push(["Held back for", HOLD_REASON_LABELS[review.heldReason]]);
    if (review.heldNote) rows.push(["Note to the author", <span className={styles.longText}>{review.heldNote}</span>]);
  }
  if (review.status === "published" && review.publishedAt) {
    rows.push(["Published", <time dateTime={review.publishedAt}>{formatInstant(review.publishedAt)}</time>]);
  }
  if (review.reply && review.repliedAt) {
    rows.push([
      "Our answer",
      <>
        <span className={styles.longText}>{review.reply}</span>{" "}
        <span className={styles.cellNote}>
          <time dateTime={review.repliedAt}>{formatInstant(review.repliedAt)}</time>
        </span>
      </>,
    ]);
  }
  if (review.status === "withdrawn" && review.withdrawnAt) {
    rows.push(["Withdrawn", <time dateTime={review.withdrawnAt}>{formatInstant(review.withdrawnAt)}</time>]);
  }
  return <DetailList rows={rows} />;
}

/** Links to the list by status, each with how many reviews it holds. */
function StatusTabs({ status, counts }: { status: ReviewStanding; counts: ReviewList["counts"] }) {
  return (
    <nav aria-label="Reviews by status">
      <ul className={styles.counts}>
        {REVIEW_STATUSES.map((each) => (
          <li key={each}>
            <Link
              to={deskPathOf({ view: "reviews", status: each })}
              aria-current={each === status ? "page" : undefined}
            >
              {STATUS_LABELS[each]} <span className={styles.count}>{counts[each]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const EMPTY: Record<ReviewStanding, string> = {
  waiting: "No review is waiting: every one has been decided.",
  published: "No review is published yet.",
  held: "No review is held back.",
  withdrawn: "No author has withdrawn a review.",
};

/** The reviews in one status, whole, each linked to where it is decided or answered, and more pages on demand. */
export function ReviewListView({ status }: { status: ReviewStanding }) {
  const [state, reload] = useStaffData<ReviewList>(reviewApi.list(status));
  const [more, setMore] = React.useState<{ pages: ReviewList[]; failure: string | null }>({ pages: [], failure: null });
  const last = more.pages.at(-1) ?? (state.outcome === "ok" ? state.data : null);
  const showMore = async () => {
    if (!last?.next) return;
    const answer = await getStaffJson<ReviewList>(reviewApi.list(status, last.next));
    setMore({
      pages: answer.outcome === "ok" ? [...more.pages, answer.data] : more.pages,
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
      <ViewHeading>Reviews</ViewHeading>
      <p className={styles.meaning}>{POLICY_IN_ONE_SENTENCE}</p>
      <StaffState state={state} what="reviews" onRetry={reload}>
        {(list) => {
          const reviews = [...list.reviews, ...more.pages.flatMap((page) => page.reviews)];
          return (
            <>
              <StatusTabs status={status} counts={list.counts} />
              {reviews.length === 0 ? (
                <p className={styles.empty}>{EMPTY[status]}</p>
              ) : (
                <ol className={styles.requests} aria-label={`${STATUS_LABELS[status]} reviews`}>
                  {reviews.map((review) => (
                    <li key={review.id} className={styles.requestRow}>
                      <h2 className={styles.rowTop}>
                        <Link to={deskPathOf({ view: "review", id: review.id })} lang={review.lang}>
                          {titleOf(review)}
                        </Link>
                        <ReviewBadge status={review.status} />
                      </h2>
                      <ReviewText review={review} />
                    </li>
                  ))}
                </ol>
              )}
              {last?.next ? (
                <button type="button" className={styles.button} onClick={() => void showMore()}>
                  Show more reviews
                </button>
              ) : null}
              {more.failure ? (
                <p className={styles.error} role="alert">
                  {more.failure}
                </p>
              ) : null}
            </>
          );
        }}
      </StaffState>
    </>
  );
}

/** Why a call was not answered with the review, for FailureAlert: stale when someone moved it on (409). */
function failureOf(answer: Exclude<StaffAnswer<ReviewDetail>, { outcome: "ok" }>, kept: string): DeskFailure {
  if (answer.outcome === "signed-out") {
    return { message: `Your sign-in has run out: reload the page to sign in again.${kept}`, stale: false };
  }
  return { message: answer.message, stale: answer.outcome === "refused" && answer.status === 409 };
}

interface StepProps {
  review: ReviewDetail;
  /** The review as the step left it, and what to tell staff. */
  onDone: (review: ReviewDetail, said: string) => void;
  onStale: () => void;
}

/** Publish, or hold back for one of the policy's reasons with a note its author reads. */
function DecisionForm({ review, onDone, onStale }: StepProps) {
  const [reason, setReason] = React.useState<ReviewHoldReason | null>(null);
  const [note, setNote] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<DeskFailure | null>(null);
  const formId = React.useId();

  const send = async (decision: ReviewDecision, said: string) => {
    setSaving(true);
    const answer = await postStaffJson<ReviewDetail>(reviewApi.decision(review.id), decision);
    setSaving(false);
    if (answer.outcome === "ok") onDone(answer.data, said);
    else setFailure(failureOf(answer, decision.decision === "hold" ? " Your note is kept here." : ""));
  };
  const hold = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setFailure({
        message: "Choose which rule of the policy it breaks: a review is held back only for one of them.",
        stale: false,
      });
      return;
    }
    const trimmed = note.trim();
    void send(
      { decision: "hold", version: review.version, reason, ...(trimmed ? { note: trimmed } : {}) },
      "Held back. Its author is emailed within a minute to write it again.",
    );
  };

  return (
    <>
      <p>
        <button
          type="button"
          className={styles.button}
          disabled={saving}
          onClick={() =>
            void send(
              { decision: "publish", version: review.version },
              "Published. It shows on the trip's pages within a minute.",
            )
          }
        >
          Publish
        </button>
      </p>
      <form className={styles.statusForm} onSubmit={hold} noValidate aria-labelledby={`${formId}-title`}>
        <h3 id={`${formId}-title`} className={styles.subheading}>
          Or hold it back
        </h3>
        <fieldset>
          <legend>Which rule of the policy does it break?</legend>
          {REVIEW_HOLD_REASONS.map((each) => (
            <div key={each} className={styles.choice}>
              <input
                type="radio"
                id={`${formId}-${each}`}
                name="reason"
                value={each}
                checked={reason === each}
                onChange={() => setReason(each)}
              />
              <label htmlFor={`${formId}-${each}`}>{HOLD_REASON_LABELS[each]}</label>
            </div>
          ))}
        </fieldset>
        <label className={styles.note}>
          <span>Note to the author (optional)</span>
          <textarea
            value={note}
            maxLength={REVIEW_LIMITS.heldNote.max}
            rows={3}
            aria-describedby={`${formId}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <p id={`${formId}-note-hint`} className={styles.hint}>
          Emailed with the reason: what to leave out, so they can write it again. Up to {REVIEW_LIMITS.heldNote.max}{" "}
          characters.
        </p>
        <FailureAlert failure={failure} onStale={onStale} />
        <button type="submit" className={styles.button} disabled={saving}>
          {saving ? "Saving…" : "Hold back"}
        </button>
      </form>
    </>
  );
}

/** The agency's public answer under a published review: set, or replaced. */
function AnswerForm({ review, onDone, onStale }: StepProps) {
  const [reply, setReply] = React.useState(review.reply ?? "");
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<DeskFailure | null>(null);
  const { min, max } = REVIEW_LIMITS.reply;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = reply.trim();
    if (trimmed.length < min) {
      setFailure({ message: `Write the answer first: at least ${min} characters.`, stale: false });
      return;
    }
    setSaving(true);
    const answer = await postStaffJson<ReviewDetail>(reviewApi.reply(review.id), {
      version: review.version,
      reply: trimmed,
    });
    setSaving(false);
    if (answer.outcome === "ok") {
      setFailure(null);
      onDone(answer.data, "Answer published. It shows under the review within a minute.");
    } else setFailure(failureOf(answer, " Your answer is kept here."));
  };
  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} noValidate>
      {review.reply && review.repliedAt ? (
        <p>
          Answered <time dateTime={review.repliedAt}>{formatInstant(review.repliedAt)}</time>
          {review.repliedBy ? ` by ${review.repliedBy}` : ""}. Change it below to replace it.
        </p>
      ) : (
        <p className={styles.meaning}>No answer yet.</p>
      )}
      <label className={styles.note}>
        <span>Answer, shown under the review</span>
        <textarea value={reply} maxLength={max} rows={4} onChange={(event) => setReply(event.target.value)} />
      </label>
      <p className={styles.hint}>
        Plain text, {min} to {max} characters. Everyone reads it on the trip&apos;s page, with its date.
      </p>
      <FailureAlert failure={failure} onStale={onStale} />
      <button type="submit" className={styles.button} disabled={saving}>
        {saving ? "Saving…" : review.reply ? "Replace the answer" : "Publish the answer"}
      </button>
    </form>
  );
}

const ACTION_WORDS: Record<ReviewLogEntry["action"], string> = {
  written: "wrote it",
  rewritten: "wrote it again",
  published: "published it",
  held: "held it back",
  answered: "answered it",
  withdrawn: "withdrew it",
};

function ReviewLog({ log }: { log: ReviewLogEntry[] }) {
  return (
    <ol className={styles.history} aria-labelledby="review-log-heading">
      {log.map((entry, index) => (
        <li key={`${entry.at} ${index}`}>
          <time dateTime={entry.at}>{formatInstant(entry.at)}</time>:{" "}
          {entry.actor === "author" ? "its author" : entry.actor} {ACTION_WORDS[entry.action]}
          {entry.action === "held" && entry.detail ? (
            <>: {HOLD_REASON_LABELS[entry.detail as ReviewHoldReason] ?? entry.detail}</>
          ) : entry.action === "answered" && entry.detail ? (
            <>
              : <q>{entry.detail}</q>
            </>
          ) : (
            "."
          )}
        </li>
      ))}
    </ol>
  );
}

/** One review: what its author wrote, its decision or its public answer, the booking, and everything that happened to it. */
export function ReviewView({ id }: { id: string }) {
  const [state, reload, replace] = useStaffData<ReviewDetail>(reviewApi.review(id));
  const [said, setSaid] = React.useState<{ message: string; round: number } | null>(null);
  const saidRef = React.useRef<HTMLParagraphElement>(null);
  // After a step the form that took it may be gone (a review published has no decision left): the
  // words saying what happened take the focus, so the keyboard and a screen reader are not lost.
  React.useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);
  const done = (review: ReviewDetail, message: string) => {
    replace(review);
    setSaid({ message, round: (said?.round ?? 0) + 1 });
  };
  return (
    <>
      <p>
        <Link to={deskPathOf({ view: "reviews", status: state.outcome === "ok" ? state.data.status : "waiting" })}>
          ← {state.outcome === "ok" ? STATUS_LABELS[state.data.status] : "All"} reviews
        </Link>
      </p>
      <StaffState state={state} what="the review" onRetry={reload}>
        {(review) => (
          <article>
            <ViewHeading>
              <span lang={review.lang}>{titleOf(review)}</span> <ReviewBadge status={review.status} />
            </ViewHeading>
            <ReviewText review={review} />
            <DetailList
              rows={[
                ["Reference", review.id],
                [
                  "Booking",
                  review.booking ? (
                    <RequestLink id={review.booking.id}>{review.booking.reference ?? review.booking.id}</RequestLink>
                  ) : (
                    "deleted after its time"
                  ),
                ],
              ]}
            />
            {said ? (
              <p className={styles.saved} role="status" tabIndex={-1} ref={saidRef}>
                {said.message}
              </p>
            ) : null}
            {review.status === "waiting" ? (
              <section aria-labelledby="decide-heading">
                <h2 id="decide-heading">Decide</h2>
                <p className={styles.meaning}>{POLICY_IN_ONE_SENTENCE}</p>
                <DecisionForm review={review} onDone={done} onStale={reload} />
              </section>
            ) : null}
            {review.status === "published" ? (
              <section aria-labelledby="answer-heading">
                <h2 id="answer-heading">The agency&apos;s public answer</h2>
                <p className={styles.meaning}>
                  The review&apos;s own words, stars and name are its author&apos;s: nobody at the desk changes them.
                </p>
                <AnswerForm review={review} onDone={done} onStale={reload} />
              </section>
            ) : null}
            <section aria-labelledby="review-log-heading">
              <h2 id="review-log-heading">Log</h2>
              <ReviewLog log={review.log} />
            </section>
          </article>
        )}
      </StaffState>
    </>
  );
}
