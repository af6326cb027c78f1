import * as React from "react";
import {
  NOTE_MAX_LENGTH,
  staffApi,
  type BookingReadiness,
  type HealthAnswers,
  type Manifest,
  type ProofSummary,
  type ReadinessCounts,
  type SeatGap,
  type SeatReadinessLine,
} from "../../../requests/staff";
import { formatCount } from "../../../content/format";
import { formatInstant } from "./desk-format";
import { useMay } from "./desk-self";
import { FailureAlert, type DeskFailure } from "./failure-alert";
import { RequestLink } from "./request-link";
import { postStaffJson, saidOf } from "./staff-client";
import * as styles from "./staff-desk.module.scss";

const GAP_WORDS: Record<SeatGap, string> = {
  details: "details",
  proof: "fitness proof",
  "proof-returned": "proof sent back",
  "proof-review": "proof to review",
};

/** '9 of 12 travellers ready · 2 missing details · 1 proof to review': each seat counted by what it lacks first. */
export function readinessSummary(counts: ReadinessCounts): string {
  const parts = [
    `${counts.ready} of ${formatCount(counts.seats, "traveller", "travellers")} ready`,
    counts.details > 0 ? `${counts.details} missing details` : "",
    counts.proof > 0 ? `${counts.proof} missing a fitness proof` : "",
    counts.proofReturned > 0 ? formatCount(counts.proofReturned, "proof sent back", "proofs sent back") : "",
    counts.proofReview > 0 ? formatCount(counts.proofReview, "proof to review", "proofs to review") : "",
  ];
  return parts.filter(Boolean).join(" · ");
}

const travellerOf = (seat: SeatReadinessLine) => seat.name ?? `seat ${seat.seat}`;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

const gapsText = (gaps: readonly SeatGap[]) =>
  gaps.length === 0 ? "Ready" : `Missing: ${gaps.map((gap) => GAP_WORDS[gap]).join(", ")}`;

/** A booking's seats, with each run of seats nobody has told yet as one line: 'Seats 3–16'. */
function seatRuns(seats: readonly SeatReadinessLine[]): SeatReadinessLine[][] {
  const runs: SeatReadinessLine[][] = [];
  for (const seat of seats) {
    const last = runs.at(-1);
    const untold = (line: SeatReadinessLine) => line.name === null && line.proof === null;
    if (last && untold(seat) && untold(last[0]) && gapsText(last[0].gaps) === gapsText(seat.gaps)) last.push(seat);
    else runs.push([seat]);
  }
  return runs;
}

/** A seat's health answers, opened when staff ask: each opening is written to the access log. */
function HealthAnswersButton({ requestId, seat }: { requestId: string; seat: SeatReadinessLine }) {
  const [answers, setAnswers] = React.useState<HealthAnswers | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [opening, setOpening] = React.useState(false);
  const open = async () => {
    setOpening(true);
    const answer = await postStaffJson<HealthAnswers>(staffApi.health(requestId, seat.seat), {});
    setOpening(false);
    if (answer.outcome === "ok") setAnswers(answer.data);
    else setFailure(saidOf(answer, () => "").message);
  };
  if (answers) {
    return (
      <dl className={styles.details} aria-label={`${travellerOf(seat)}'s health answers`}>
        {answers.answers.map(({ question, answer }) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <>
      <button type="button" className={styles.quietButton} disabled={opening} onClick={() => void open()}>
        Show {travellerOf(seat)}&apos;s health answers (logged)
      </button>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}

interface ProofReviewProps {
  requestId: string;
  seat: SeatReadinessLine;
  proof: ProofSummary;
  onReviewed: (manifest: Manifest) => void;
  onStale: () => void;
}

/**
 * A fitness proof: opened in a new tab (logged), then approved, or sent back with a note the traveller
 * reads. Someone whose roles do not open proofs sees only what was sent and what the desk made of it.
 */
function ProofReview({ requestId, seat, proof, onReviewed, onStale }: ProofReviewProps) {
  const mayReview = useMay("proofs");
  const [note, setNote] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<DeskFailure | null>(null);
  const noteId = React.useId();
  const review = async (decision: "approved" | "returned") => {
    if (decision === "returned" && note.trim() === "") {
      setFailure({ message: "Say why the proof goes back: the traveller reads your note.", stale: false });
      return;
    }
    setSaving(true);
    const answer = await postStaffJson<Manifest>(staffApi.proofReview(requestId, seat.seat), {
      key: proof.key,
      decision,
      ...(decision === "returned" ? { note } : {}),
    });
    setSaving(false);
    if (answer.outcome === "ok") onReviewed(answer.data);
    else
      setFailure({
        message: saidOf(answer, () => "").message,
        stale: answer.outcome === "refused" && answer.status === 409,
      });
  };
  return (
    <div className={styles.proofReview}>
      {/* A POST from this page, as every read of sealed data is: its line in the access log cannot be forged by a link elsewhere. */}
      <p>
        Fitness proof: {proof.name} ({kilobytes(proof.bytes)}){mayReview ? ", opens in a new tab" : ""}.
      </p>
      {mayReview ? (
        <form method="post" action={staffApi.proof(requestId, seat.seat)} target="_blank">
          <button type="submit" className={styles.quietButton}>
            Open {travellerOf(seat)}&apos;s proof (logged)
          </button>
        </form>
      ) : null}
      {mayReview && proof.status === "submitted" ? (
        <>
          <button
            type="button"
            className={styles.button}
            disabled={saving}
            aria-disabled={saving}
            onClick={() => void review("approved")}
          >
            Approve {travellerOf(seat)}&apos;s proof
          </button>
          <label className={styles.note} htmlFor={noteId}>
            Why it goes back (the traveller reads this)
            <textarea
              id={noteId}
              rows={2}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <button
            type="button"
            className={styles.button}
            disabled={saving}
            aria-disabled={saving}
            onClick={() => void review("returned")}
          >
            Send {travellerOf(seat)}&apos;s proof back
          </button>
          <FailureAlert failure={failure} onStale={onStale} />
        </>
      ) : null}
      {proof.status === "submitted" ? null : (
        <p>
          {proof.status === "approved" ? "Approved" : "Sent back"}
          {proof.reviewedBy ? ` by ${proof.reviewedBy}` : ""}
          {proof.reviewedAt ? (
            <>
              {" "}
              on <time dateTime={proof.reviewedAt}>{formatInstant(proof.reviewedAt)}</time>
            </>
          ) : null}
          {proof.note ? `: “${proof.note}”` : "."}
        </p>
      )}
    </div>
  );
}

function SeatLine(props: {
  booking: BookingReadiness;
  run: SeatReadinessLine[];
  onReviewed: (manifest: Manifest) => void;
  onStale: () => void;
}) {
  const { booking, run } = props;
  const seat = run[0];
  const ready = seat.gaps.length === 0;
  const mayReadHealth = useMay("personal-data.read");
  return (
    <li className={styles.seatLine}>
      <p>
        {run.length > 1 ? `Seats ${seat.seat}–${run[run.length - 1].seat}` : `Seat ${seat.seat}`}:{" "}
        {seat.name ?? <span className={styles.meaning}>not told yet</span>}{" "}
        <span className={`${styles.badge} ${ready ? styles.confirmed : styles.waiting}`}>{gapsText(seat.gaps)}</span>
      </p>
      {seat.proof ? (
        <ProofReview
          requestId={booking.id}
          seat={seat}
          proof={seat.proof}
          onReviewed={props.onReviewed}
          onStale={props.onStale}
        />
      ) : null}
      {seat.hasHealth && mayReadHealth ? <HealthAnswersButton requestId={booking.id} seat={seat} /> : null}
    </li>
  );
}

/** Whether each seat of the departure's held and confirmed bookings is ready for the trailhead; no sealed data. */
export function ReadinessSection(props: {
  manifest: Manifest;
  onReviewed: (manifest: Manifest) => void;
  onStale: () => void;
}) {
  const { readiness } = props.manifest;
  return (
    <section aria-labelledby="readiness-heading">
      <h2 id="readiness-heading">Ready for the mountains</h2>
      <p className={styles.readinessCounts}>{readinessSummary(readiness.counts)}</p>
      <p className={styles.meaning}>
        Each traveller tells their details on the booking page
        {readiness.proofRequired ? ", and sends a fitness proof for you to approve" : ""}.
      </p>
      {readiness.bookings.length === 0 ? (
        <p className={styles.empty}>No booking holds or has bought seats yet.</p>
      ) : (
        <ul className={styles.readiness}>
          {readiness.bookings.map((booking) => (
            <li key={booking.id}>
              <h3>
                <RequestLink id={booking.id}>{booking.name}</RequestLink>
                {booking.reference ? ` (${booking.reference})` : ""}, {booking.status === "held" ? "held" : "confirmed"}
              </h3>
              <ul aria-label={`Seats of ${booking.name}'s booking`}>
                {seatRuns(booking.seats).map((run) => (
                  <SeatLine key={run[0].seat} booking={booking} run={run} {...props} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
