import { Link } from "gatsby";
import { departureDates, departureMoney, type PaymentTerms } from "../../../content/booking-terms";
import { formatDateRange, formatLongDate, formatRupees } from "../../../content/format";
import { CANCELLATION_ANCHOR, ROUTES, departureCalendarPath } from "../../../content/routes.mjs";
import { departuresByDate, type DepartureSpan } from "../../../content/departures";
import { Icon } from "../ui/icon";
import * as styles from "./trip-payments.module.scss";
import { TripSection } from "./trip-section";

interface TripPaymentsProps {
  /** The trip's slug, which names its departures' calendar files. */
  slug: string;
  /** Price per person before GST, in rupees. */
  price: number;
  /** The departures still to leave; each gets its own dates. */
  departures: readonly DepartureSpan[];
  /** The agency's booking terms (data/booking-terms.json). */
  terms: PaymentTerms;
  /** The build's today (YYYY-MM-DD): deadlines before it are marked as passed. */
  today: string;
}

/** A deadline as the list shows it, marked when the build's today is already past it. */
function Deadline({ day, today }: { day: string; today: string }) {
  return (
    <>
      <time dateTime={day}>{formatLongDate(day)}</time>
      {day < today ? <span className={styles.passed}> (passed)</span> : null}
    </>
  );
}

/** One departure's dates: when the balance is due, the last day for changes, and what a cancellation returns when. */
function DepartureDeadlines({
  departure,
  balance,
  terms,
  today,
}: { departure: DepartureSpan; balance: number } & Pick<TripPaymentsProps, "terms" | "today">) {
  const dates = departureDates(departure.startDate, terms);
  return (
    <ul className={styles.deadlines}>
      <li>
        Pay the balance of {formatRupees(balance)} by <Deadline day={dates.balanceDueBy} today={today} />
      </li>
      <li>
        Ask for changes (departure, sharing, pickup) by <Deadline day={dates.changesBy} today={today} />
      </li>
      {dates.refundDeadlines.map((deadline) => (
        <li key={deadline.lastDay}>
          Cancel on or before <Deadline day={deadline.lastDay} today={today} />: {deadline.refundPercent}% back
        </li>
      ))}
      <li>
        Cancel from <Deadline day={dates.noRefundFrom} today={today} />, or miss the pickup: no refund
      </li>
    </ul>
  );
}

/**
 * What a traveller pays for this trip and until when they can change their
 * mind: the price with GST, the deposit and the balance in rupees, then for
 * each departure the real dates the terms give. Each departure's dates fold
 * away (the soonest open), so a phone shows one at a time without script.
 */
export function TripPayments({ slug, price, departures, terms, today }: TripPaymentsProps) {
  const money = departureMoney(price, terms);
  return (
    <TripSection headingId="payments-heading" title="What you pay, and until when">
      <dl className={styles.money}>
        <div>
          <dt>Price per person</dt>
          <dd>{formatRupees(money.price)}</dd>
        </div>
        <div>
          <dt>GST ({terms.gstPercent}%)</dt>
          <dd>{formatRupees(money.gst)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total per person</dt>
          <dd>{formatRupees(money.total)}</dd>
        </div>
        <div>
          <dt>Deposit at booking ({terms.depositPercent}%)</dt>
          <dd>{formatRupees(money.deposit)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{formatRupees(money.balance)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        GST and the deposit are rounded to the nearest rupee; the deposit and the balance add up to the total.
      </p>
      {departures.length > 0 ? (
        <div className={styles.departures}>
          {departuresByDate(departures).map((departure, index) => (
            <details key={departure.startDate} className={styles.departure} open={index === 0}>
              <summary>
                Departure{" "}
                <time dateTime={departure.startDate}>{formatDateRange(departure.startDate, departure.endDate)}</time>
              </summary>
              <DepartureDeadlines departure={departure} balance={money.balance} terms={terms} today={today} />
              <a className={styles.calendar} href={departureCalendarPath(slug, departure.startDate)} download>
                <Icon name="calendar" size={18} />
                Add to calendar
                <span className={styles.visuallyHidden}>
                  {" "}
                  for {formatDateRange(departure.startDate, departure.endDate)} (.ics file)
                </span>
              </a>
            </details>
          ))}
        </div>
      ) : null}
      <p>
        A cancellation counts on the day your message reaches us.{" "}
        <Link to={`${ROUTES.terms}#${CANCELLATION_ANCHOR}`}>Read the full terms and conditions</Link>, including what
        happens if we cancel.
      </p>
    </TripSection>
  );
}
