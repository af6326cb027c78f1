import * as React from "react";
import { formatLongDate, formatPaise } from "../../../content/format";
import { OFFLINE_METHODS, staffApi, type BookingMoney, type RequestDetail } from "../../../requests/staff";
import { formatInstant } from "./desk-format";
import { DetailList } from "./detail-list";
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
          {REFUND_LABELS[refund.status]}
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

/** A booking's money on the desk: its figures, payments and refunds, and what staff can do about them. */
export function MoneySection({ request, onChanged }: MoneyProps) {
  const { money } = request;
  const refundable =
    money.payments.some((payment) => payment.withoutSeat) || money.refunds.some((refund) => refund.status === "failed");
  const takesPayment = !["waiting", "offered", "cancelled", "declined"].includes(request.status);
  return (
    <section aria-labelledby="money-heading">
      <h2 id="money-heading">Money</h2>
      <Figures money={money} />
      <Payments money={money} />
      {refundable ? <RefundButton request={request} onChanged={onChanged} /> : null}
      {takesPayment ? <RecordPaymentForm request={request} onChanged={onChanged} /> : null}
    </section>
  );
}
