import * as React from "react";
import { formatLongDate } from "../../../content/format";
import { NOTE_MAX_LENGTH, staffApi, type CallOffChoice, type Manifest } from "../../../requests/staff";
import { formatInstant } from "./desk-format";
import { postStaffJson, saidOf, type Said } from "./staff-client";
import * as styles from "./staff-desk.module.scss";

// Calling a departure off, confirmed twice: a reason, then the departure's date typed again, which
// the Worker checks as well. Once called off, who of its bookings chose what.

const CHOICE_WORDS: Record<CallOffChoice, string> = {
  refund: "chose everything paid back",
  credit: "chose a trip credit of the full amount",
  switch: "switched to another departure",
  "refunded-automatically": "did not choose: refunded in full automatically",
  released: "unpaid: released",
  "not-chosen": "not chosen yet",
};

export function CalledOffList({ calledOff }: { calledOff: NonNullable<Manifest["calledOff"]> }) {
  return (
    <>
      <p>
        Called off by {calledOff.by} on <time dateTime={calledOff.at}>{formatInstant(calledOff.at)}</time>:{" "}
        <q>{calledOff.reason.replace(/[.!?]+$/, "")}</q>. Bookings choose until{" "}
        <time dateTime={calledOff.chooseBy}>{formatInstant(calledOff.chooseBy)}</time>; then the rest are refunded in
        full.
      </p>
      <ul className={styles.history}>
        {calledOff.bookings.map((booking) => (
          <li key={booking.id}>
            {booking.reference ?? booking.id}, {booking.name} ({booking.seats}): {CHOICE_WORDS[booking.choice]}
            {booking.switchedTo ? ` (${formatLongDate(booking.switchedTo)})` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}

export function CallOffForm({
  manifest,
  onCalledOff,
}: {
  manifest: Manifest;
  onCalledOff: (manifest: Manifest) => void;
}) {
  const [step, setStep] = React.useState<"closed" | "reason" | "confirm">("closed");
  const [reason, setReason] = React.useState("");
  const [typed, setTyped] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const [said, setSaid] = React.useState<Said | null>(null);
  const reasonId = React.useId();
  const dateId = React.useId();
  if (step === "closed") {
    return (
      <button type="button" className={styles.button} onClick={() => setStep("reason")}>
        Call off this departure
      </button>
    );
  }
  const callOff = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await postStaffJson<Manifest>(staffApi.callOff(manifest.trip.slug, manifest.startDate), {
      reason,
      confirmDate: typed,
    });
    setSaving(false);
    setSaid(saidOf(answer, () => "Called off: every booking is emailed."));
    if (answer.outcome === "ok") onCalledOff(answer.data);
  };
  return step === "reason" ? (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setStep("confirm");
      }}
    >
      <label htmlFor={reasonId}>Why is it called off? (for the desk; travellers are told it is called off)</label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      <p className={styles.actions}>
        <button type="submit" className={styles.button} disabled={reason.trim().length < 3}>
          Continue
        </button>
        <button type="button" className={styles.button} onClick={() => setStep("closed")}>
          Keep it running
        </button>
      </p>
    </form>
  ) : (
    <form onSubmit={(event) => void callOff(event)} role="alertdialog" aria-labelledby={dateId}>
      <p className={styles.meaning}>
        Every confirmed booking is emailed to choose a full refund, a full credit or another departure; every unpaid one
        is released; the departure takes no more bookings. This cannot be undone.
      </p>
      <label htmlFor={dateId}>To confirm, type the departure&apos;s date, {manifest.startDate}</label>
      <input id={dateId} value={typed} onChange={(event) => setTyped(event.target.value)} />
      <p className={styles.actions}>
        <button type="submit" className={styles.button} disabled={typed !== manifest.startDate || saving}>
          {saving ? "Calling it off…" : "Call off the departure"}
        </button>
        <button type="button" className={styles.button} onClick={() => setStep("closed")}>
          Keep it running
        </button>
      </p>
      {said ? (
        <p className={said.failed ? styles.error : styles.saved} role={said.failed ? "alert" : "status"}>
          {said.message}
        </p>
      ) : null}
    </form>
  );
}
