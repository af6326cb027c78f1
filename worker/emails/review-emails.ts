// The emails asking the travellers who went for a review (docs/reviews.md):
// the ask, listing each traveller's own link (review-asked); the one reminder,
// listing only the links with no review and time left (review-reminder); and
// the word that a review was held back, with the policy's reason in the
// author's language, the moderator's note and the link to write it again
// (review-held). Each is plain text and HTML saying the same, in the language
// of the booking, to its booker, sent once by the outbox (send-emails.ts).
// None offers anything in return for a review: the policy forbids it.
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatLongDate } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import { HTML_LANGS } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { catalogueWordsIn, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { EmailTemplate, RequestRow } from "../db/rows";
import type { HeldReviewFacts, InvitationLine } from "../db/review-invitations";
import { escapeHtml } from "../platform/html-page";
import { tripTitleOf } from "../bookings/booking-summary";
import { holdReasonIn, reviewPageUrl, reviewPolicyUrl } from "../reviews/review-links";
import type { TravellerEmail } from "./traveller-emails";

export const REVIEW_TEMPLATES = ["review-asked", "review-reminder", "review-held"] as const;
export type ReviewTemplate = (typeof REVIEW_TEMPLATES)[number];

export const isReviewTemplate = (template: EmailTemplate): template is ReviewTemplate =>
  (REVIEW_TEMPLATES as readonly string[]).includes(template);

/** What a review email tells beside its booking: the lines it lists, or the review held back. */
export type ReviewFacts =
  | { template: "review-asked" | "review-reminder"; lines: InvitationLine[] }
  | { template: "review-held"; held: HeldReviewFacts };

/** The lines a reminder lists at `now`: reminded, with no review, and time left. */
export const linesToRemind = (lines: readonly InvitationLine[], now: Date) =>
  lines.filter((line) => line.reminded_at !== null && !line.reviewed && Date.parse(line.write_by) > now.getTime());

/** A paragraph, a paragraph ending in a link, or a list of named links. */
type Block = string | { text: string; url: string } | { name: string; url: string }[];

/** The booking's fields a review email reads. */
export type ReviewEmailRow = Pick<RequestRow, "email" | "full_name" | "lang" | "trip_slug" | "trip_title">;

/** The day in India an instant falls on, written out: when a link stops taking a review. */
const dayOf = (iso: string, lang: RequestRow["lang"]) => formatLongDate(todayInIndia(new Date(iso)), lang);

function wording(
  facts: ReviewFacts,
  row: ReviewEmailRow,
  catalogue: IntakeCatalogue,
  siteUrl: string,
  now: Date,
): { subject: string; blocks: Block[] } {
  const { lang } = row;
  const words = MESSAGES[lang].reviewEmails;
  const trip = tripTitleOf(row, catalogue) ?? MESSAGES[lang].emails.yourTrip;
  const policy = { text: words.policyLine, url: reviewPolicyUrl(siteUrl, lang) };
  if (facts.template === "review-held") {
    const { held } = facts;
    return {
      subject: fillMessage(words.heldSubject, { trip }),
      blocks: [
        fillMessage(words.heldIntro, { trip, reason: held.held_reason ? holdReasonIn(held.held_reason, lang) : "" }),
        ...(held.held_note ? [fillMessage(words.heldNote, { note: held.held_note })] : []),
        { text: words.heldAgain, url: reviewPageUrl(siteUrl, { id: held.invitation_id, token: held.token }) },
        policy,
      ],
    };
  }
  const lines = facts.template === "review-reminder" ? linesToRemind(facts.lines, now) : facts.lines;
  const [first] = lines;
  const dates = formatDateRange(first.departure_start, first.departure_end, lang);
  const until = dayOf(first.write_by, lang);
  // The booker's own line (seat 0) stands for the seats nobody told: beside travellers' lines, it says so.
  const links = lines.map((line) => {
    const name = line.full_name || MESSAGES[lang].emails.travellerName;
    return {
      name: line.seat === 0 && lines.length > 1 ? fillMessage(words.untoldName, { name }) : name,
      url: reviewPageUrl(siteUrl, line),
    };
  });
  const withdraw = words.askedWithdraw;
  if (facts.template === "review-reminder") {
    return {
      subject: fillMessage(words.reminderSubject, { trip }),
      blocks: [fillMessage(words.reminderIntro, { trip, dates, date: until }), links, withdraw, policy],
    };
  }
  return {
    subject: fillMessage(words.askedSubject, { trip }),
    blocks: [
      fillMessage(words.askedIntro, { trip, dates }),
      lines.length === 1 ? words.askedLinksOne : words.askedLinksOther,
      links,
      fillMessage(words.askedUntil, { date: until }),
      { text: words.askedPolicy, url: reviewPolicyUrl(siteUrl, lang) },
      withdraw,
    ],
  };
}

/**
 * The review email `facts` tells, to the booking's booker, in its language;
 * null for a reminder with nothing left to list (every line reviewed or past its time).
 */
export function reviewEmail(
  facts: ReviewFacts,
  row: ReviewEmailRow,
  catalogue: IntakeCatalogue,
  siteUrl: string,
  now: Date,
): TravellerEmail | null {
  if (
    facts.template !== "review-held" &&
    (facts.template === "review-reminder" ? linesToRemind(facts.lines, now) : facts.lines).length === 0
  ) {
    return null;
  }
  const { lang } = row;
  const emailWords = MESSAGES[lang].emails;
  const agencyName = catalogueWordsIn(catalogue, lang).agencyName;
  const { subject, blocks } = wording(facts, row, catalogue, siteUrl, now);
  const greeting = fillMessage(emailWords.greeting, { name: row.full_name || emailWords.travellerName });
  const contact = fillMessage(emailWords.contact, {
    phone: catalogue.agency.phone,
    whatsapp: catalogue.agency.whatsapp,
  });
  const linkLine = (name: string, url: string) => fillMessage(MESSAGES[lang].reviewEmails.linkLine, { name, url });
  const asText = (block: Block) =>
    typeof block === "string"
      ? block
      : Array.isArray(block)
        ? block.map(({ name, url }) => `- ${linkLine(name, url)}`).join("\n")
        : fillMessage(block.text, { url: block.url });
  const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const asHtml = (block: Block) =>
    typeof block === "string"
      ? `<p>${escapeHtml(block)}</p>`
      : Array.isArray(block)
        ? `<ul>\n${block.map(({ name, url }) => `<li>${fillMessage(escapeHtml(MESSAGES[lang].reviewEmails.linkLine), { name: escapeHtml(name), url: anchor(url) })}</li>`).join("\n")}\n</ul>`
        : `<p>${fillMessage(escapeHtml(block.text), { url: anchor(block.url) })}</p>`;
  const text = [greeting, "", ...blocks.flatMap((block) => [asText(block), ""]), contact, "", agencyName, ""].join(
    "\n",
  );
  const html = `<!doctype html>
<html lang="${HTML_LANGS[lang]}"><body style="font-family: sans-serif; line-height: 1.5; color: #1d2b2a">
<p>${escapeHtml(greeting)}</p>
${blocks.map(asHtml).join("\n")}
<p>${escapeHtml(contact)}</p>
<p>${escapeHtml(agencyName)}</p>
</body></html>
`;
  return { to: row.email, subject, text, html };
}
