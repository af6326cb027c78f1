// A trip credit at the intake: the booking form checks a code before booking
// (POST /api/credits: what it holds and until when), and a booking that names
// one is paid with it, up to what it holds, when it is stored. A code that
// holds nothing (unknown, expired, spent) is refused with its field named, so
// the form shows why beside it and keeps everything typed.
import { formatLongDate } from "../../content/format";
import { fillMessage } from "../../content/fill-message";
import { todayInIndia } from "../../content/india-time";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { CREDIT_CHECK_FIELDS } from "../../requests/intake";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { normalCreditCode, type CreditAnswer } from "../../requests/trip-credit-codes";
import { departureSeatPrice } from "../bookings/booking-money";
import { depositPaise } from "../bookings/payment-links";
import { creditStanding } from "../bookings/trip-credits";
import { creditByCode } from "../db/changes";
import type { FieldValue } from "../platform/form-body";
import { Refusal } from "../platform/refusals";
import type { Submission } from "../request-store/submissions";
import { languageOf, ruleWordsIn } from "../request-store/submissions";

/** What credit `code` holds on `today`, or the refusal (in `lang`) that names the code's field. */
async function creditLeft(db: D1Database, code: string, today: string, lang: Locale) {
  const standing = creditStanding(await creditByCode(db, code), today);
  if (standing.usable) return standing;
  const words = MESSAGES[lang].intake;
  const message =
    standing.why === "unknown"
      ? words.creditUnknown
      : standing.why === "spent"
        ? words.creditSpent
        : fillMessage(words.creditExpired, { date: formatLongDate(standing.validUntil!, lang) });
  throw new Refusal(422, message, { creditCode: message });
}

/**
 * A booking's credit read: the paise it pays (what the code holds, at most the booking's price) and
 * whether that covers the deposit. Refused when the code holds nothing.
 */
export async function payWithCredit(db: D1Database, submission: Submission, catalogue: IntakeCatalogue, now: Date) {
  const { credit, request } = submission;
  if (!credit || !request.trip_slug || !request.departure_start) return;
  const today = todayInIndia(now);
  const { left } = await creditLeft(db, credit.code, today, request.lang);
  const seats = request.seats ?? 1;
  const price = (departureSeatPrice(catalogue, request.trip_slug, request.departure_start) ?? 0) * seats;
  credit.amount = Math.min(left, price);
  credit.coversDeposit =
    credit.amount >=
    depositPaise({ trip_slug: request.trip_slug, departure_start: request.departure_start, seats }, catalogue);
  credit.today = today;
}

/** The answer to the booking form's check of a code: what it holds and until when. */
export async function checkCredit(db: D1Database, fields: Map<string, FieldValue>, now: Date): Promise<CreditAnswer> {
  const lang = languageOf(fields);
  for (const name of fields.keys()) {
    if (!(CREDIT_CHECK_FIELDS as readonly string[]).includes(name)) {
      throw new Refusal(400, fillMessage(MESSAGES[lang].intake.unknownField, { name: name.slice(0, 40) }));
    }
  }
  const typed = fields.get("creditCode");
  const code = typeof typed === "string" ? normalCreditCode(typed) : null;
  if (!code) {
    const message = ruleWordsIn(lang).messages.creditCodeShape;
    throw new Refusal(422, message, { creditCode: message });
  }
  const { left, validUntil } = await creditLeft(db, code, todayInIndia(now), lang);
  return { code, left, validUntil };
}
