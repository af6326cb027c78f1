import { departureDates, departureMoney, type DepartureMoney, type PaymentTerms } from "../../../content/booking-terms";
import { formatDateRange, formatLongDate, formatRupees } from "../../../content/format";
import { fillMessage, messageParts } from "../../../content/fill-message";
import { CANCELLATION_ANCHOR, ROUTES, departureCalendarPath } from "../../../content/routes.mjs";
import { departuresByDate, type DepartureSpan } from "../../../content/departures";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Icon } from "../ui/icon";
import { LocalLink } from "../ui/local-link";
import * as styles from "./trip-payments.module.scss";
import { TripSection } from "./trip-section";

interface TripPaymentsProps {
  /** The trip's slug, which names its departures' calendar files. */
  slug: string;
  /** Price per person before GST, in rupees, when no departure is still to leave (the next one's waitlist). */
  price: number;
  /** The departures still to leave, each with its price (departurePrice); each gets its own dates. */
  departures: readonly (DepartureSpan & { price: number })[];
  /** The agency's booking terms (data/booking-terms.json). */
  terms: PaymentTerms;
  /** The build's today (YYYY-MM-DD): deadlines before it are marked as passed. */
  today: string;
}

/** A deadline as the list shows it, marked when the build's today is already past it. */
function Deadline({ day, today }: { day: string; today: string }) {
  const messages = useMessages("tripPage");
  const lang = usePageLanguage();
  return (
    <>
      <time dateTime={day}>{formatLongDate(day, lang)}</time>
      {day < today ? <span className={styles.passed}>{messages.deadlinePassed}</span> : null}
    </>
  );
}

/** What one traveller pays: the price, GST, the total, the deposit and the balance. */
function MoneyTable({ money, terms }: { money: DepartureMoney; terms: PaymentTerms }) {
  const messages = useMessages("tripPage");
  return (
    <dl className={styles.money}>
      <div>
        <dt>{messages.pricePerPerson}</dt>
        <dd>{formatRupees(money.price)}</dd>
      </div>
      <div>
        <dt>{fillMessage(messages.gst, { percent: terms.gstPercent })}</dt>
        <dd>{formatRupees(money.gst)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{messages.totalPerPerson}</dt>
        <dd>{formatRupees(money.total)}</dd>
      </div>
      <div>
        <dt>{fillMessage(messages.deposit, { percent: terms.depositPercent })}</dt>
        <dd>{formatRupees(money.deposit)}</dd>
      </div>
      <div>
        <dt>{messages.balance}</dt>
        <dd>{formatRupees(money.balance)}</dd>
      </div>
    </dl>
  );
}

/** One departure's dates: when the balance is due, the last day for changes, and what a cancellation returns when. */
function DepartureDeadlines({
  departure,
  balance,
  terms,
  today,
}: { departure: DepartureSpan; balance: number } & Pick<TripPaymentsProps, "terms" | "today">) {
  const messages = useMessages("tripPage");
  const dates = departureDates(departure.startDate, terms);
  const deadline = (day: string) => ({ date: <Deadline key="date" day={day} today={today} /> });
  return (
    <ul className={styles.deadlines}>
      <li>
        {messageParts(
          fillMessage(messages.payBalanceBy, { amount: formatRupees(balance) }),
          deadline(dates.balanceDueBy),
        )}
      </li>
      <li>{messageParts(messages.changesBy, deadline(dates.changesBy))}</li>
      {dates.refundDeadlines.map((refund) => (
        <li key={refund.lastDay}>
          {messageParts(fillMessage(messages.refundBy, { percent: refund.refundPercent }), deadline(refund.lastDay))}
        </li>
      ))}
      <li>{messageParts(messages.noRefundFrom, deadline(dates.noRefundFrom))}</li>
    </ul>
  );
}

/**
 * What a traveller pays for this trip and until when they can change their
 * mind: the price with GST, the deposit and the balance in rupees, then for
 * each departure the real dates the terms give. When the departures do not
 * all cost the same, each departure shows its own money above its dates.
 * Each departure folds away (the soonest open), so a phone shows one at a
 * time without script.
 */
export function TripPayments({ slug, price, departures, terms, today }: TripPaymentsProps) {
  const messages = useMessages("tripPage");
  const lang = usePageLanguage();
  const prices = new Set(departures.map((departure) => departure.price));
  // One price for every departure (or none to leave): one table for all of them.
  const shared = prices.size <= 1 ? departureMoney(departures[0]?.price ?? price, terms) : null;
  return (
    <TripSection headingId="payments-heading" title={messages.paymentsTitle}>
      {shared ? <MoneyTable money={shared} terms={terms} /> : null}
      <p className={styles.note}>{messages.rounding}</p>
      {departures.length > 0 ? (
        <div className={styles.departures}>
          {departuresByDate(departures).map((departure, index) => {
            const dates = formatDateRange(departure.startDate, departure.endDate, lang);
            const money = shared ?? departureMoney(departure.price, terms);
            return (
              <details key={departure.startDate} className={styles.departure} open={index === 0}>
                <summary>
                  {messageParts(messages.departureDates, {
                    dates: (
                      <time key="dates" dateTime={departure.startDate}>
                        {dates}
                      </time>
                    ),
                  })}
                </summary>
                {shared ? null : <MoneyTable money={money} terms={terms} />}
                <DepartureDeadlines departure={departure} balance={money.balance} terms={terms} today={today} />
                {/* The calendar files are written once, in English (gatsby/departure-calendars.ts). */}
                <a className={styles.calendar} href={departureCalendarPath(slug, departure.startDate)} download>
                  <Icon name="calendar" size={18} />
                  {messages.addToCalendar}
                  <span className={styles.visuallyHidden}>{fillMessage(messages.calendarFile, { dates })}</span>
                </a>
              </details>
            );
          })}
        </div>
      ) : null}
      <p>
        {messageParts(messages.cancellationNote, {
          link: (
            <LocalLink key="link" to={`${ROUTES.terms}#${CANCELLATION_ANCHOR}`}>
              {messages.termsLink}
            </LocalLink>
          ),
        })}
      </p>
    </TripSection>
  );
}
