// A cron job, daily: the balance. With payments online, balanceLinkDaysBefore
// (12) days before departure each confirmed booking that still owes its
// balance gets a payment link for it, expiring at the end of the day it is
// due, and the traveller an email with it; two days before that day, an unpaid
// link gets one reminder. A booking that still owes at the due date shows it
// on the desk (bookings/booking-money.ts: overdue). Without Razorpay, staff collect the
// balance as before.
import { addDays } from "../../content/dates";
import { endOfIndianDay, todayInIndia } from "../../content/india-time";
import { bookingMoney } from "../bookings/booking-money";
import { intakeCatalogue } from "../catalogue/catalogue";
import { queueEmail } from "../db/outbox";
import { bookingsOwingBalance, moneyOfRequest, MONEY_STATEMENTS, queueBalanceReminders } from "../db/payments";
import { paymentLink } from "../bookings/payment-links";
import { razorpayConfig } from "../bookings/razorpay";

/** How many balance links one run makes at most; the rest go out the next day. */
const LINK_BATCH = 25;
/** Reminders go out this many days before the balance is due. */
export const REMINDER_DAYS_BEFORE_DUE = 2;

/**
 * The bookings' read; per booking its money, its link (the earlier one looked
 * up, the new one kept and read back: 3) and its email; and the reminders' one statement.
 */
export const BALANCE_MAX_QUERIES = 1 + LINK_BATCH * (MONEY_STATEMENTS + 3 + 1) + 1;

export async function sendBalanceLinks(env: Env, now: Date) {
  const config = razorpayConfig(env);
  if (!config) return { links: 0, reminders: 0 };
  const catalogue = await intakeCatalogue(env.ASSETS);
  const { terms } = catalogue;
  const today = todayInIndia(now);
  const at = now.toISOString();
  const owing = await bookingsOwingBalance(env.DB, today, addDays(today, terms.balanceLinkDaysBefore), LINK_BATCH);
  let links = 0;
  for (const row of owing) {
    const money = bookingMoney(row, catalogue, await moneyOfRequest(env.DB, row.id), today, now);
    if (!money || money.due <= 0 || !money.balanceDueBy) continue;
    try {
      await paymentLink(
        env.DB,
        config,
        row,
        catalogue,
        { purpose: "balance", amount: money.due, expiresAt: endOfIndianDay(money.balanceDueBy) },
        env.SITE_URL,
        now,
      );
      await queueEmail(env.DB, row.id, "balance-due", at).run();
      links += 1;
    } catch (error) {
      // Tried again tomorrow: the booking still has no balance link.
      console.error(JSON.stringify({ event: "balance-link-failed", id: row.id, error: String(error) }));
    }
  }
  // Departures whose balance is due in REMINDER_DAYS_BEFORE_DUE days leave this many days from today.
  const remindFor = addDays(today, terms.balanceDueDaysBefore + REMINDER_DAYS_BEFORE_DUE);
  const reminders = await queueBalanceReminders(env.DB, remindFor, at);
  return { links, reminders };
}
