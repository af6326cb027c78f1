import { Link } from "gatsby";
import { formatDateRange, formatLongDate, formatPaise } from "../../../content/format";
import { staffApi, type MoneyLine, type MoneyOverview } from "../../../requests/staff";
import { deskPathOf } from "./desk-location";
import { StaffState } from "./staff-state";
import { TaxDocumentsView } from "./tax-documents-view";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/** Who and which departure, linked to the request, where staff act on it. */
function Booking({ line }: { line: MoneyLine }) {
  return (
    <>
      <Link to={deskPathOf({ view: "request", id: line.requestId })}>{line.name}</Link>, {line.trip}
      {line.departure ? `, ${formatDateRange(line.departure.startDate, line.departure.endDate)}` : ""}
    </>
  );
}

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className={styles.empty}>Nothing here.</p> : <ul className={styles.history}>{children}</ul>}
    </section>
  );
}

/**
 * What staff chase: balances due or overdue, payments that found no seat, refunds to send or return by
 * hand; then the GST documents of `month` for the accountant.
 */
export function MoneyView({ month }: { month: string | null }) {
  const [state, reload] = useStaffData<MoneyOverview>(staffApi.money);
  return (
    <>
      <ViewHeading>Money</ViewHeading>
      <StaffState state={state} what="the money to chase" onRetry={reload}>
        {(money) => (
          <>
            <Section id="balances-heading" title="Balances due" empty={money.balances.length === 0}>
              {money.balances.map((line) => (
                <li key={line.requestId}>
                  <Booking line={line} />: {formatPaise(line.amount)}{" "}
                  {line.overdue ? (
                    <strong className={styles.full}>
                      overdue since {formatLongDate(line.dueBy)}: call the traveller
                    </strong>
                  ) : (
                    `due by ${formatLongDate(line.dueBy)}`
                  )}
                </li>
              ))}
            </Section>
            <Section id="unseated-heading" title="Paid, no seat" empty={money.unseated.length === 0}>
              {money.unseated.map((line) => (
                <li key={line.requestId}>
                  <Booking line={line} />: {formatPaise(line.amount)} came in after the seats had gone. Seat them by
                  hand, or refund it from the booking.
                </li>
              ))}
            </Section>
            <Section id="refunds-heading" title="Refunds to act on" empty={money.refunds.length === 0}>
              {money.refunds.map((line, index) => (
                <li key={`${line.requestId} ${index}`}>
                  <Booking line={line} />: {formatPaise(line.amount)}{" "}
                  {line.status === "failed"
                    ? "not sent: Razorpay refused it. Send it again from the booking."
                    : "to return by hand (paid by transfer or cash). Once sent, mark it returned on the booking."}
                </li>
              ))}
            </Section>
          </>
        )}
      </StaffState>
      <TaxDocumentsView month={month} />
    </>
  );
}
