import * as React from "react";
import { formatLongDate, formatPaise } from "../../../content/format";
import { staffApi, type PlanChoice, type PlanOptions, type RequestDetail } from "../../../requests/staff";
import { postStaffJson, saidOf, type Said } from "./staff-client";
import { useStaffData } from "./use-staff-data";
import * as styles from "./staff-desk.module.scss";

// A booking's changes of plans made for its traveller (a phone call, a change past the online
// cut-off): cancel seats for a refund or a credit, switch departure, hand a seat on. Every figure is
// the Worker's (GET staffApi.changes, the engine's own): the desk never works out money. A choice is
// shown with its figures first, then confirmed; each form sends a key of its own, so a double click
// makes one change, and the version it read, so a change someone made meanwhile is refused (409).

type Chosen = PlanChoice;

const differenceText = (difference: number) =>
  difference === 0 ? "same price" : `${formatPaise(Math.abs(difference))} ${difference > 0 ? "more" : "less"}`;

/** What `chosen` does, in the figures the Worker gave. */
function figuresOf(options: PlanOptions, chosen: Chosen): string {
  if (chosen.kind === "cancel") {
    const quote = options.cancel[chosen.seats.length - 1];
    const back =
      chosen.keep === "credit"
        ? `${formatPaise(quote.credit ?? 0)} kept as a trip credit (${quote.creditPercent}%)`
        : `${formatPaise(quote.refund)} refunded (${quote.refundPercent}%)`;
    return `Cancel ${chosen.seats.length === options.seats.length ? "the whole booking" : `seat ${chosen.seats.join(", ")}`}: of ${formatPaise(quote.share)} paid for them, ${back}.`;
  }
  if (chosen.kind === "switch") {
    const target = options.switchTo.find((each) => each.startDate === chosen.departure)!;
    return `Switch to ${formatLongDate(target.startDate)}: fee ${formatPaise(target.fee)}, difference ${differenceText(target.difference)}${target.refund > 0 ? `, ${formatPaise(target.refund)} refunded now` : ""}; ${formatPaise(target.dueAfter)} left to pay after it.`;
  }
  return `Hand ${options.seats[chosen.seat - 1]} to someone else: their details and proof are erased, and their link stops.`;
}

export function PlanChanges({
  request,
  onChanged,
}: {
  request: RequestDetail;
  onChanged: (request: RequestDetail) => void;
}) {
  const [state, reload] = useStaffData<PlanOptions>(staffApi.changes(request.id));
  const [seats, setSeats] = React.useState<number[]>([]);
  const [keep, setKeep] = React.useState<"refund" | "credit">("refund");
  const [departure, setDeparture] = React.useState("");
  const [handOn, setHandOn] = React.useState(1);
  const [chosen, setChosen] = React.useState<Chosen | null>(null);
  const [key, setKey] = React.useState(() => crypto.randomUUID());
  const [saving, setSaving] = React.useState(false);
  const [said, setSaid] = React.useState<Said | null>(null);
  if (state.outcome !== "ok") return null;
  const options = state.data;
  if (options.frozen)
    return (
      <p className={styles.empty}>
        Its plans no longer change:{" "}
        {options.frozen === "started" ? "the trip has begun" : "it is not a confirmed booking"}.
      </p>
    );
  if (options.calledOff) {
    return <p className={styles.meaning}>Its departure is called off: the traveller chooses on their booking page.</p>;
  }
  const confirm = async () => {
    setSaving(true);
    const answer = await postStaffJson<RequestDetail>(staffApi.changes(request.id), {
      ...chosen!,
      key,
      version: options.version,
    });
    setSaving(false);
    setSaid(saidOf(answer, () => "Done: the traveller is emailed what changed."));
    setChosen(null);
    setKey(crypto.randomUUID());
    if (answer.outcome === "ok") {
      setSeats([]);
      onChanged(answer.data);
    }
    reload();
  };
  if (chosen) {
    return (
      <div role="group" aria-label="Confirm the change">
        <p>{figuresOf(options, chosen)}</p>
        <p className={styles.actions}>
          <button type="button" className={styles.button} disabled={saving} onClick={() => void confirm()}>
            {saving ? "Saving…" : "Confirm the change"}
          </button>
          <button type="button" className={styles.button} onClick={() => setChosen(null)}>
            Back, nothing changed
          </button>
        </p>
      </div>
    );
  }
  const review = (event: React.FormEvent, next: Chosen) => {
    event.preventDefault();
    setSaid(null);
    setChosen(next);
  };
  return (
    <>
      {said ? (
        <p className={said.failed ? styles.error : styles.saved} role={said.failed ? "alert" : "status"}>
          {said.message}
        </p>
      ) : null}
      <form onSubmit={(event) => review(event, { kind: "cancel", seats, keep })} aria-label="Cancel seats">
        <fieldset>
          <legend>Cancel seats</legend>
          {options.seats.map((label, index) => (
            <label key={label}>
              <input
                type="checkbox"
                checked={seats.includes(index + 1)}
                onChange={(event) =>
                  setSeats(
                    event.target.checked ? [...seats, index + 1].sort() : seats.filter((seat) => seat !== index + 1),
                  )
                }
              />{" "}
              {label}
            </label>
          ))}
          <label>
            <input type="radio" name="keep" checked={keep === "refund"} onChange={() => setKeep("refund")} /> Refund
          </label>
          {options.cancel[0]?.creditPercent === null ? null : (
            <label>
              <input type="radio" name="keep" checked={keep === "credit"} onChange={() => setKeep("credit")} /> Trip
              credit
            </label>
          )}
        </fieldset>
        <button type="submit" className={styles.button} disabled={seats.length === 0}>
          Review the cancellation
        </button>
      </form>
      <form onSubmit={(event) => review(event, { kind: "switch", departure })} aria-label="Switch departure">
        <fieldset>
          <legend>
            Switch departure (fee {formatPaise(options.switchFee.perSeat)} a seat
            {options.switchFee.pastCutOff ? ", past the online cut-off: the last step's fee" : ""})
          </legend>
          {options.switchTo.length === 0 ? (
            <p className={styles.empty}>No other departure has the seats free.</p>
          ) : null}
          {options.switchTo.map((target) => (
            <label key={target.startDate}>
              <input
                type="radio"
                name="departure"
                checked={departure === target.startDate}
                onChange={() => setDeparture(target.startDate)}
              />{" "}
              {formatLongDate(target.startDate)} · {target.free} free · {differenceText(target.difference)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.button} disabled={departure === ""}>
          Review the switch
        </button>
      </form>
      <form onSubmit={(event) => review(event, { kind: "hand-on", seat: handOn })} aria-label="Hand a seat on">
        <fieldset>
          <legend>
            Hand a seat on
            {options.handOnUntil
              ? ` (the traveller may online until ${formatLongDate(options.handOnUntil)})`
              : " (past the online cut-off)"}
          </legend>
          {options.seats.map((label, index) => (
            <label key={label}>
              <input type="radio" name="hand-on" checked={handOn === index + 1} onChange={() => setHandOn(index + 1)} />{" "}
              {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.button}>
          Review the hand-on
        </button>
      </form>
    </>
  );
}
