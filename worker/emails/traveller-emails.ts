// The emails a traveller gets as their booking or waitlist request moves:
// received (seats held), confirmed, lapsed, waitlisted, offered; the receipts
// of the deposit and the balance; the refund on a cancellation (refunded), and
// the receipt of a refund staff returned by hand (refund-returned); and the
// reminders, 21 and 10 days before departure, of the travellers' details still
// missing (travellers-due-21, travellers-due-10). Each is plain text and HTML
// saying the same, with the request's summary, what happens next, the link to
// their booking page and how to reach the agency. The outbox (send-emails.ts)
// sends each at most once.
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import { bookingPageUrl, summaryLines, type SummarisedRequest } from "../shared/booking-summary";
import { formatLongDate, formatPaise } from "../../content/format";
import type { ReturnMethod } from "../../requests/staff";
import type { EmailTemplate, PaymentLinkRow, PaymentPurpose, PaymentRow, RefundRow } from "../db/rows";
import { escapeHtml } from "../platform/html-page";
import { TRAVELLER_GAPS, type SeatGap, type SeatReadiness } from "../shared/traveller-readiness";
import { REMINDER_DAYS_BEFORE_DEPARTURE } from "../../content/traveller-data";

export type TravellerTemplate = Exclude<EmailTemplate, "agency">;

/** The reminders of travellers' details still missing, one per REMINDER_DAYS_BEFORE_DEPARTURE. */
export type TravellerReminder = `travellers-due-${(typeof REMINDER_DAYS_BEFORE_DEPARTURE)[number]}`;

/** The reminder sent `days` before departure. */
export const travellerReminder = (days: (typeof REMINDER_DAYS_BEFORE_DEPARTURE)[number]): TravellerReminder =>
  `travellers-due-${days}`;

export const isTravellerReminder = (template: EmailTemplate): template is TravellerReminder =>
  (REMINDER_DAYS_BEFORE_DEPARTURE as readonly number[]).some((days) => template === `travellers-due-${days}`);

/** Whether the email tells what each seat's traveller still owes: the confirmation and the reminders. */
export const tellsTravellersDue = (template: EmailTemplate) =>
  template === "confirmed" || template === "deposit-paid" || isTravellerReminder(template);

export interface TravellerEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A request's money as its emails tell it: the deposit's payment link, if it has one, and what was paid. */
export interface PaymentFacts {
  /** The deposit's payment link, and the balance's once it is made. */
  link: PaymentLinkRow | null;
  balanceLink?: PaymentLinkRow | null;
  payments: PaymentRow[];
  refunds: RefundRow[];
}

const NO_PAYMENTS: PaymentFacts = { link: null, payments: [], refunds: [] };

/** 'UPI', 'card', 'bank transfer': how a payment was made, as a traveller reads it. */
export const methodName = (method: string) => (method === "upi" ? "UPI" : method);

/** The receipt's sentences: what came in for `purpose`, how, and the GST it includes (trip prices include it, as the trip pages say). */
function receipt(payments: PaymentRow[], purpose: PaymentPurpose, gstPercent: number): string {
  const paid = payments.filter((payment) => payment.purpose === purpose);
  const total = paid.reduce((sum, payment) => sum + payment.amount, 0);
  const gst = Math.round((total * gstPercent) / (100 + gstPercent));
  const how = paid
    .map((payment) =>
      payment.recorded_by ? `by ${methodName(payment.method)}` : `${methodName(payment.method)}, payment ${payment.id}`,
    )
    .join("; ");
  return `We received ${formatPaise(total)} (${how}). It includes ${formatPaise(gst)} of GST at ${gstPercent}%.`;
}

/** How staff sent back a refund owed by hand, as the traveller's receipt says it. */
const RETURNED_HOW: Record<ReturnMethod, string> = {
  "bank transfer": "by bank transfer",
  cash: "in cash",
  UPI: "by UPI",
  cheque: "by cheque",
};

/** What a traveller may have to wait for once money went back each way (UPI and cash arrive at once). */
const TIME_TO_ARRIVE: Record<ReturnMethod, string | null> = {
  "bank transfer": "A bank transfer can take a working day to show in your account.",
  cash: null,
  UPI: null,
  cheque: "A cheque takes a few working days to clear.",
};

/** 'by bank transfer on 5 Mar 2027 (reference: UTR 4471)': how and when one refund by hand went back. */
const returnedHow = (refund: RefundRow) =>
  `${RETURNED_HOW[refund.returned_method!]} on ${formatLongDate(todayInIndia(new Date(refund.returned_at!)))}` +
  (refund.returned_note ? ` (reference: ${refund.returned_note})` : "");

/** What a seat still owes, as the booker reads it; "proof-review" is the desk's to do, so never listed. */
const GAP_WORDS: Record<SeatGap, string> = {
  details: "the traveller's details",
  proof: "a fitness proof",
  "proof-returned": "a new fitness proof, as we sent the last one back (your booking page says why)",
  "proof-review": "",
};

/**
 * 'Seat 2, Ravi Śarmā: a fitness proof': each seat that still owes something,
 * by its number and, once told, its traveller's name; nothing else of what
 * they told (no ID, health answer or date of birth) ever reaches an email.
 */
export function seatsOwing(readiness: readonly SeatReadiness[]): string[] {
  return readiness.flatMap(({ seat, name, gaps }) => {
    const owed = gaps.filter((gap) => TRAVELLER_GAPS.includes(gap)).map((gap) => GAP_WORDS[gap]);
    if (owed.length === 0) return [];
    return [`Seat ${seat}${name ? `, ${name}` : ""}: ${owed.join(" and ")}`];
  });
}

/** A paragraph, or a list (its items). */
type Block = string | string[];

/** The ask, in a confirmation, for the travellers' details still missing; nothing when none are. */
function travellersAsk(readiness: readonly SeatReadiness[]): Block[] {
  const owing = seatsOwing(readiness);
  if (owing.length === 0) return [];
  const [first, second] = REMINDER_DAYS_BEFORE_DEPARTURE;
  return [
    "One more thing before the trip: we need each traveller's details, for their permits, their rooms and anyone to call in an emergency. Still to come:",
    owing,
    `Fill them in on your booking page (link below), or give each traveller a link of their own from there. While anything is missing, we remind you ${first} and ${second} days before departure.`,
  ];
}

/**
 * What each email says before the summary: its subject and paragraphs.
 * `depositOnline`: the traveller pays the deposit online (Razorpay is set up).
 * `readiness`: what each seat's traveller still owes, for the confirmation and the reminders.
 */
function wording(
  template: TravellerTemplate,
  row: SummarisedRequest,
  money: PaymentFacts,
  terms: IntakeCatalogue["terms"],
  depositOnline: boolean,
  readiness: readonly SeatReadiness[],
): { subject: string; paragraphs: Block[] } {
  const { gstPercent } = terms;
  const trip = row.trip_title ?? "your trip";
  const until = row.hold_until ? formatIndiaTime(row.hold_until) : "";
  const seats = row.seats === 1 ? "your seat" : `your ${row.seats} seats`;
  switch (template) {
    case "received":
      if (money.link && money.link.purpose === "deposit") {
        return {
          subject: `${row.reference}: pay the deposit by ${until} to confirm ${trip}`,
          paragraphs: [
            `Thank you for booking ${trip}. We are holding ${seats} until ${until} while you pay the deposit of ${formatPaise(money.link.amount)}.`,
            `Pay it here, by UPI, card or netbanking: ${money.link.short_url}. Your booking is confirmed the moment it is paid, and we email you a receipt. If it is not paid by then, the seats are released to other travellers.`,
          ],
        };
      }
      return {
        subject: `${row.reference}: ${seats} on ${trip} held until ${until}`,
        paragraphs: [
          `Thank you for booking ${trip}. We are holding ${seats} until ${until}.`,
          `What happens next: we will call you on the number you gave to take the deposit. Once it is in, your booking is confirmed and we email you again. If the deposit has not reached us by then, the seats are released to other travellers.`,
        ],
      };
    case "confirmed":
      return {
        subject: `${row.reference}: ${trip} is confirmed`,
        paragraphs: [
          `Your deposit is in and ${seats} on ${trip} ${row.seats === 1 ? "is" : "are"} confirmed.`,
          `What happens next: the balance is due before departure (below). We will send the trip sheet and the group's contact details closer to the date.`,
          ...travellersAsk(readiness),
        ],
      };
    case "lapsed":
      return {
        subject: `${row.reference}: the hold on ${trip} has ended`,
        paragraphs: [
          row.kind === "waitlist"
            ? `The time to take the seats we offered you on ${trip}, or to pay their deposit, has run out, so they go to the next traveller on the waitlist.`
            : `We did not receive the deposit in time, so ${seats} on ${trip} ${row.seats === 1 ? "has" : "have"} been released.`,
          `If you would still like to travel, book again on our site or call us: if seats are left, they are yours.`,
        ],
      };
    case "waitlisted":
      return {
        subject: `${row.reference}: you are on the waitlist for ${trip}`,
        paragraphs: [
          `You are on the waitlist for ${trip}, for ${row.seats === 1 ? "1 seat" : `${row.seats} seats`}. Nothing is payable now.`,
          `What happens next: when seats free up, we offer them to the waitlist in the order requests came, by email. You then have a day to take them.`,
        ],
      };
    case "deposit-paid":
      if (row.status === "confirmed") {
        return {
          subject: `${row.reference}: deposit received, ${trip} is confirmed`,
          paragraphs: [
            `Thank you: your deposit is in and ${seats} on ${trip} ${row.seats === 1 ? "is" : "are"} confirmed. ${receipt(money.payments, "deposit", gstPercent)}`,
            `What happens next: the balance is due before departure (below). We will send the trip sheet and the group's contact details closer to the date.`,
            ...travellersAsk(readiness),
          ],
        };
      }
      return {
        subject: `${row.reference}: we received your payment for ${trip}`,
        paragraphs: [
          `${receipt(money.payments, "deposit", gstPercent)} It arrived after the hold on your seats had ended, and they had gone to other travellers.`,
          `We will call you today to seat you on this or another departure, or to refund the payment in full: whichever you prefer.`,
        ],
      };
    case "balance-paid":
      return {
        subject: `${row.reference}: balance received for ${trip}`,
        paragraphs: [
          `Thank you. ${receipt(money.payments, "balance", gstPercent)}`,
          `What happens next: we will send the trip sheet and the group's contact details closer to the date.`,
        ],
      };
    case "balance-due":
    case "balance-reminder": {
      const link = money.balanceLink;
      const due = link ? formatIndiaTime(link.expire_by) : "";
      const amount = link ? formatPaise(link.amount) : "";
      return {
        subject:
          template === "balance-due"
            ? `${row.reference}: the balance for ${trip} is due by ${due}`
            : `${row.reference}: a reminder, the balance for ${trip} is due by ${due}`,
        paragraphs: [
          template === "balance-due"
            ? `${trip} is coming up. The balance of ${amount} is due by ${due}.`
            : `A reminder: the balance of ${amount} for ${trip} is due by ${due}, and we have not received it yet.`,
          `Pay it here, by UPI, card or netbanking: ${link?.short_url ?? "call us"}. We email you a receipt the moment it is paid. If you have paid by bank transfer, reply to this email with its reference.`,
        ],
      };
    }
    case "refunded": {
      const refunded = money.refunds.filter((refund) => refund.status !== "failed");
      const total = refunded.reduce((sum, refund) => sum + refund.amount, 0);
      const percent = refunded[0]?.percent ?? 0;
      const online = refunded.some((refund) => refund.status !== "by-hand");
      return {
        subject: `${row.reference}: your booking of ${trip} is cancelled, ${formatPaise(total)} refunded`,
        paragraphs: [
          `Your booking of ${trip} is cancelled. ${refunded[0]?.reason === "agency" ? "We cancelled the departure, so everything you paid comes back" : `By our cancellation terms, ${percent}% of what you paid comes back`}: ${formatPaise(total)}.`,
          online
            ? `It is on its way to the account or card you paid from, and usually shows there in 5 to 7 working days.`
            : `We will return it to you ourselves, by bank transfer unless we agree another way, and email you a receipt once it is sent. Reply with your account details if we do not have them.`,
        ],
      };
    }
    case "refund-returned": {
      // In the order they went back.
      const returned = money.refunds
        .filter((refund) => refund.returned_at !== null)
        .sort((a, b) => a.returned_at!.localeCompare(b.returned_at!));
      const total = returned.reduce((sum, refund) => sum + refund.amount, 0);
      const how =
        returned.length === 1
          ? ` ${returnedHow(returned[0])}`
          : `: ${returned.map((refund) => `${formatPaise(refund.amount)} ${returnedHow(refund)}`).join("; ")}`;
      const waits = new Set(returned.map((refund) => TIME_TO_ARRIVE[refund.returned_method!]).filter(Boolean));
      return {
        subject: `${row.reference}: we have returned your refund of ${formatPaise(total)} for ${trip}`,
        paragraphs: [
          `We have returned your refund of ${formatPaise(total)} for ${trip}${how}.`,
          [
            ...waits,
            "If anything here does not match what reached you, reply to this email and we will look into it.",
          ].join(" "),
        ],
      };
    }
    case "travellers-due-21":
    case "travellers-due-10": {
      const days = Number(template.slice("travellers-due-".length));
      const leaves = row.departure_start ? `leaves on ${formatLongDate(row.departure_start)}, in ${days} days` : "";
      return {
        subject:
          days === REMINDER_DAYS_BEFORE_DEPARTURE[0]
            ? `${row.reference}: travellers' details needed for ${trip}`
            : `${row.reference}: ${days} days to go, travellers' details still needed for ${trip}`,
        paragraphs: [
          days === REMINDER_DAYS_BEFORE_DEPARTURE[0]
            ? `${trip} ${leaves}. Before then we need each traveller's details: we arrange their permits and rooms from them, and know whom to call in an emergency. Still to come:`
            : `${trip} ${leaves}, and some of what we need from your travellers is still missing. We need it now to arrange the permits and rooms in time. Still to come:`,
          seatsOwing(readiness),
          `Fill them in on your booking page (link below), or give each traveller a link of their own from there. If someone is no longer coming, call us.`,
        ],
      };
    }
    case "offered": {
      const held = depositOnline
        ? `We then hold them for ${terms.paymentHoldMinutes} minutes while you pay the deposit online, by UPI, card or netbanking, and your booking is confirmed the moment it is paid.`
        : "We then hold them while we collect the deposit.";
      return {
        subject: `${row.reference}: seats on ${trip} are yours until ${until}`,
        paragraphs: [
          `Good news: ${row.seats === 1 ? "a seat" : `${row.seats} seats`} on ${trip} freed up, and they are yours if you take them by ${until}.`,
          `Open your booking page (link below) and choose “Take the seats”. ${held} If you do not take them in time, we offer them to the next traveller.`,
        ],
      };
    }
  }
}

export function travellerEmail(
  template: TravellerTemplate,
  row: SummarisedRequest,
  catalogue: IntakeCatalogue,
  siteUrl: string,
  money: PaymentFacts = NO_PAYMENTS,
  depositOnline = false,
  readiness: readonly SeatReadiness[] = [],
): TravellerEmail {
  const { agency } = catalogue;
  const { subject, paragraphs } = wording(template, row, money, catalogue.terms, depositOnline, readiness);
  const lines = summaryLines(row, catalogue, money.payments);
  const link = bookingPageUrl(siteUrl, row);
  const contact = `Questions? Reply to this email, call ${agency.phone} or WhatsApp ${agency.whatsapp}.`;
  const greeting = `Dear ${row.full_name ?? "traveller"},`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((block) => [
      typeof block === "string" ? block : block.map((item) => `- ${item}`).join("\n"),
      "",
    ]),
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `Your booking page: ${link}`,
    "",
    contact,
    "",
    agency.name,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1d2b2a">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((block) => (typeof block === "string" ? `<p>${escapeHtml(block)}</p>` : `<ul>\n${block.map((item) => `<li>${escapeHtml(item)}</li>`).join("\n")}\n</ul>`)).join("\n")}
<table role="presentation" cellpadding="4">
${lines.map(([label, value]) => `<tr><th align="left" scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p><a href="${escapeHtml(link)}">Open your booking page</a></p>
<p>${escapeHtml(contact)}</p>
<p>${escapeHtml(agency.name)}</p>
</body></html>
`;
  return { to: row.email, subject, text, html };
}
