import * as React from "react";
import { formatLongDate, formatPaise } from "../../../content/format";
import {
  NOTE_MAX_LENGTH,
  OFFLINE_METHODS,
  RETURN_METHODS,
  staffApi,
  type BookingMoney,
  type RefundLine,
  type RequestDetail,
  type ReturnMethod,
} from "../../../requests/staff";
import { formatInstant } from "./desk-format";
import { useMay } from "./desk-self";
import { DetailList } from "./detail-list";
import { FailureAlert, type DeskFailure } from "./failure-alert";
import { postStaffJson, saidOf, type Said } from "./staff-client";
import * as styles from "./staff-desk.module.scss";

const METHOD_LABELS: Record<string, string> = { upi: "UPI", card: "card", netbanking: "netbanking", wallet: "wallet" };
const methodLabel = (method: string) => METHOD_LABELS[method] ?? method;

const REFUND_LABELS = {
  sent: "sent through Razorpay",
  failed: "not sent: send it again",
  "by-hand": "to return by hand",
};

interface MoneyProps {
  request: RequestDetail & { money: BookingMoney };
  onChanged: (request: RequestDetail) => void;
}

/** What one refund's line says of it; a refund by hand, once returned, says when, by whom and how. */
function refundState(refund: RefundLine): React.ReactNode {
  if (!refund.returned) return REFUND_LABELS[refund.status];
  const { at, by, method, note } = refund.returned;
  return (
    <>
      returned by hand on <time dateTime={at}>{formatInstant(at)}</time> by {by} ({methodLabel(method)}
      {note ? `: ${note}` : ""})
    </>
  );
}

/** What a booking costs, what came in and went back, and what is still due. */
function Figures({ money }: { money: BookingMoney }) {
  const rows: [string, string][] = [
    ["Total", formatPaise(money.total)],
    ["Deposit", formatPaise(money.deposit)],
    [
      "Balance",
      `${formatPaise(money.balance)}${money.balanceDueBy ? `, due by ${formatLongDate(money.balanceDueBy)}` : ""}`,
    ],
    ["Paid", formatPaise(money.paid)],
    ["Due", `${formatPaise(money.due)}${money.overdue ? ": overdue, call the traveller" : ""}`],
  ];
  return (
    <DetailList rows={rows}>
      {money.balanceUrl ? (
        <div>
          <dt>Balance link</dt>
          <dd>
            Emailed to the traveller: <a href={money.balanceUrl}>{money.balanceUrl}</a>
          </dd>
        </div>
      ) : null}
      {money.payUrl ? (
        <div>
          <dt>Paying online</dt>
          <dd>
            The traveller pays the deposit at <a href={money.payUrl}>{money.payUrl}</a>
          </dd>
        </div>
      ) : null}
    </DetailList>
  );
}

function Payments({ money }: { money: BookingMoney }) {
  if (money.payments.length === 0 && money.refunds.length === 0) {
    return <p className={styles.empty}>Nothing paid yet.</p>;
  }
  return (
    <ul className={styles.history} aria-label="Payments and refunds">
      {money.payments.map((payment) => (
        <li key={payment.id}>
          <time dateTime={payment.paidAt}>{formatInstant(payment.paidAt)}</time>: {formatPaise(payment.amount)} by{" "}
          {methodLabel(payment.method)}
          {payment.recordedBy ? `, recorded by ${payment.recordedBy}` : ` online (${payment.id})`}
          {payment.withoutSeat ? (
            <strong className={styles.full}> Paid, no seat: refund it or seat them.</strong>
          ) : null}
        </li>
      ))}
      {money.refunds.map((refund) => (
        <li key={refund.id}>
          <time dateTime={refund.at}>{formatInstant(refund.at)}</time>: refund of {formatPaise(refund.amount)},{" "}
          {refundState(refund)}
        </li>
      ))}
    </ul>
  );
}

/** Says how a form's request went: saved, or what to fix. */
function Outcome({ said }: { said: Said | null }) {
  if (!said) return null;
  return (
    <p className={said.failed ? styles.error : styles.saved} role={said.failed ? "alert" : "status"}>
      {said.message}
    </p>
  );
}

/** A payment made by bank transfer or in cash: recorded with who took it, and a note. */
function RecordPaymentForm({ request, onChanged }: MoneyProps) {
  const [rupees, setRupees] = React.useState("");
  const [method, setMethod] = React.useState<(typeof OFFLINE_METHODS)[number]>(OFFLINE_METHODS[0]);
  const [note, setNote] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const [said, setSaid] = React.useState<Said | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = Number(rupees);
    if (!Number.isInteger(amount) || amount <= 0) {
      setSaid({ message: "Type the amount received in whole rupees, e.g. 11970.", failed: true });
      return;
    }
    setSaving(true);
    const answer = await postStaffJson<RequestDetail>(staffApi.payments(request.id), {
      rupees: amount,
      method,
      note,
      version: request.version,
    });
    setSaving(false);
    setSaid(saidOf(answer, () => `Recorded ${formatPaise(amount * 100)} by ${method}.`));
    if (answer.outcome === "ok") {
      setRupees("");
      setNote("");
      onChanged(answer.data);
    }
  };
  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>Record a payment by bank transfer or cash</legend>
        <label className={styles.note}>
          <span>Amount received (₹)</span>
          <input
            inputMode="numeric"
            value={rupees}
            onChange={(event) => setRupees(event.target.value.trim())}
            autoComplete="off"
          />
        </label>
        <label className={styles.note}>
          <span>How it was paid</span>
          <select
            value={method}
            onChange={(event) => setMethod(event.target.value as (typeof OFFLINE_METHODS)[number])}
          >
            {OFFLINE_METHODS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.note}>
          <span>The transfer's reference, or who took the cash (optional)</span>
          <textarea value={note} rows={2} onChange={(event) => setNote(event.target.value)} />
        </label>
      </fieldset>
      <Outcome said={said} />
      <button type="submit" className={styles.button} disabled={saving} aria-disabled={saving}>
        {saving ? "Saving…" : "Record the payment"}
      </button>
    </form>
  );
}

/** Refunds in full the payments that found no seat, and sends again refunds that failed. */
function RefundButton({ request, onChanged }: MoneyProps) {
  const [saving, setSaving] = React.useState(false);
  const [said, setSaid] = React.useState<Said | null>(null);
  const refund = async () => {
    setSaving(true);
    const answer = await postStaffJson<RequestDetail>(staffApi.refunds(request.id), { version: request.version });
    setSaving(false);
    setSaid(saidOf(answer, () => "Refunds sent."));
    if (answer.outcome === "ok") onChanged(answer.data);
  };
  return (
    <div className={styles.holdForm}>
      <button
        type="button"
        className={styles.button}
        disabled={saving}
        aria-disabled={saving}
        onClick={() => void refund()}
      >
        {saving ? "Sending…" : "Refund in full what found no seat, and resend failed refunds"}
      </button>
      <Outcome said={said} />
    </div>
  );
}

interface ReturnedFormProps extends MoneyProps {
  refund: RefundLine;
  /** Says it was marked, where the form was: the form itself goes once the refund is returned. */
  onReturned: (said: { message: string }) => void;
  /** Fetches the request again, after a colleague marked the refund first. */
  onStale: () => void;
}

/** Marks one refund owed by hand returned, once staff have sent the money: how, and a reference for the traveller. */
function ReturnedForm({ request, refund, onChanged, onReturned, onStale }: ReturnedFormProps) {
  const [method, setMethod] = React.useState<ReturnMethod | "">("");
  const [note, setNote] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const [methodMissing, setMethodMissing] = React.useState(false);
  const [failure, setFailure] = React.useState<DeskFailure | null>(null);
  const methodRef = React.useRef<HTMLSelectElement>(null);
  const id = React.useId();
  const amount = formatPaise(refund.amount);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMethodMissing(true);
      methodRef.current?.focus();
      return;
    }
    setSaving(true);
    const answer = await postStaffJson<RequestDetail>(staffApi.refundReturned(request.id, refund.receipt), {
      method,
      note,
    });
    setSaving(false);
    const said = saidOf(answer, () => `Marked the refund of ${amount} returned by hand (${methodLabel(method)}).`);
    if (answer.outcome === "ok") {
      onReturned({ message: said.message });
      onChanged(answer.data);
    } else {
      setFailure({ message: said.message, stale: answer.outcome === "refused" && answer.status === 409 });
    }
  };

  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>Refund of {amount} to return by hand</legend>
        <label className={styles.note}>
          <span>How it went back</span>
          <select
            ref={methodRef}
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as ReturnMethod | "");
              setMethodMissing(false);
            }}
            aria-invalid={methodMissing ? true : undefined}
            aria-describedby={methodMissing ? `${id}-method-error` : undefined}
          >
            <option value="">Choose…</option>
            {RETURN_METHODS.map((option) => (
              <option key={option} value={option}>
                {methodLabel(option)}
              </option>
            ))}
          </select>
        </label>
        {methodMissing ? (
          <p id={`${id}-method-error`} className={styles.fieldError}>
            Choose how the money went back.
          </p>
        ) : null}
        <label className={styles.note}>
          <span>Reference (optional)</span>
          <input
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-note-hint`}
            autoComplete="off"
          />
        </label>
        <p id={`${id}-note-hint`} className={styles.hint}>
          The transfer's UTR, the cheque's number, or who handed over the cash. The traveller's receipt quotes it.
        </p>
      </fieldset>
      <FailureAlert failure={failure} onStale={onStale} />
      <button type="submit" className={styles.button} disabled={saving} aria-disabled={saving}>
        {saving ? "Saving…" : `Mark ${amount} returned`}
      </button>
    </form>
  );
}

/**
 * A booking's money on the desk: its figures, payments and refunds, and what staff can do about them
 * (for those whose roles handle money; everyone who reads the request sees the figures).
 */
export function MoneySection({ request, onChanged, onStale }: MoneyProps & { onStale: () => void }) {
  const { money } = request;
  const mayHandle = useMay("money");
  // An object, so that saying the same words again (a second refund of the same amount) still moves focus.
  const [returnedSaid, setReturnedSaid] = React.useState<{ message: string } | null>(null);
  const returnedRef = React.useRef<HTMLParagraphElement>(null);
  // The form that had focus is gone once its refund is returned: focus goes to what replaced it.
  React.useEffect(() => {
    if (returnedSaid) returnedRef.current?.focus();
  }, [returnedSaid]);
  const refundable =
    mayHandle &&
    (money.payments.some((payment) => payment.withoutSeat) ||
      money.refunds.some((refund) => refund.status === "failed"));
  const owedByHand = mayHandle ? money.refunds.filter((refund) => refund.status === "by-hand" && !refund.returned) : [];
  const takesPayment = mayHandle && !["waiting", "offered", "cancelled", "declined"].includes(request.status);
  return (
    <section aria-labelledby="money-heading">
      <h2 id="money-heading">Money</h2>
      <Figures money={money} />
      <Payments money={money} />
      {refundable ? <RefundButton request={request} onChanged={onChanged} /> : null}
      {returnedSaid ? (
        <p className={styles.saved} role="status" tabIndex={-1} ref={returnedRef}>
          {returnedSaid.message}
        </p>
      ) : null}
      {owedByHand.map((refund) => (
        <ReturnedForm
          key={refund.receipt}
          request={request}
          refund={refund}
          onChanged={onChanged}
          onReturned={setReturnedSaid}
          onStale={onStale}
        />
      ))}
      {takesPayment ? <RecordPaymentForm request={request} onChanged={onChanged} /> : null}
    </section>
  );
}
