// A traveller's review page, /review/<line id>?t=<token>: the link the review
// emails give each traveller who went (docs/reviews.md). With no review yet,
// and while the link takes one, the form; once written, their review as it
// stands (waiting for moderation, or published, with its trip page) and its
// withdrawal; held back, the policy's reason and the moderator's note with
// the form filled in to write it again; withdrawn, when; past its time with
// no review, until when it took one. A link whose id or token is wrong opens
// the same 404 and changes nothing. In the line's language unless ?lang=
// asks for the other; the review's own language is the one its text is in.
// POSTs come from the site's own pages and count against the forms' rate limit.
import { html } from "hono/html";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange } from "../../content/format";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { localePath, reviewPagePath, tripPath } from "../../content/routes.mjs";
import {
  checkReviewForm,
  nameToShow,
  reviewLanguage,
  type CheckedReview,
  type ReviewForm,
} from "../../requests/reviews";
import {
  invitationWithReview,
  rewriteReview,
  withdrawReview,
  writeReview,
  type AuthoredReview,
  type InvitationOfPage,
  type ReviewOfPage,
} from "../db/review-writing";
import { sameSecret } from "../platform/crypto";
import { newApp, type AppContext } from "../platform/hono-app";
import { fromTheSite, withinSubmissionLimit } from "../platform/middleware";
import { browserLanguage, notFoundPage, sitePage } from "../platform/site-page";
import { tripTitleOf } from "../bookings/booking-summary";
import { intakeCatalogue } from "../catalogue/catalogue";
import { forgetReviewSnapshot } from "../reviews/published-reviews";
import { holdReasonIn, reviewPolicyUrl } from "../reviews/review-links";
import {
  dayOf,
  reviewErrorSummary,
  reviewAsItStands,
  reviewFormMarkup,
  withdrawConfirmation,
  withdrawSection,
} from "./review-page-markup";
import type { Markup } from "./seat-form-markup";

const REVIEW = "/review/:invitation{[0-9a-f]{16}}";

/** 'RV-' and six letters or digits: 36^6 ≈ 2.2 × 10^9 ids; a repeat is refused by the primary key and made again. */
function newReviewId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  // 256 is not a multiple of 36: the first 4 characters come slightly more often, harmless for a name.
  return `RV-${[...crypto.getRandomValues(new Uint8Array(6))].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/** The line and its review, when `token` is its own (compared in constant time); null otherwise. */
async function opened(db: D1Database, id: string, token: string | undefined) {
  const found = await invitationWithReview(db, id);
  return found && token && sameSecret(token, found.invitation.token) ? found : null;
}

const notFound = (c: AppContext) =>
  notFoundPage(c.env.ASSETS, browserLanguage(c.req.header("Accept-Language")), "reviewPage");

/** The page's language: the one asked for (?lang= or the form's), else the line's. */
const pageLanguage = (asked: unknown, invitation: InvitationOfPage): Locale =>
  isLocale(asked) ? asked : invitation.lang;

/** The page's own address, with its token, in `lang`, and `extra` (a banner's flag). */
const pageHref = (invitation: InvitationOfPage, token: string, lang: Locale, extra: Record<string, string> = {}) =>
  `${reviewPagePath(invitation.id)}?${new URLSearchParams({ t: token, lang, ...extra })}`;

interface PageState {
  invitation: InvitationOfPage;
  review: ReviewOfPage | null;
  token: string;
  lang: Locale;
}

/** The trip's title in `lang`, as the catalogue has it. */
async function tripOf(c: AppContext, invitation: InvitationOfPage, lang: Locale) {
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  return (
    tripTitleOf({ trip_slug: invitation.trip_slug, trip_title: null, lang }, catalogue) ??
    MESSAGES[lang].emails.yourTrip
  );
}

/**
 * The page in the site's look: the trip and its dates, the link to read it in
 * the other language, then `main`; the title's {trip} is the trip's title.
 */
async function page(c: AppContext, state: PageState, status: number, title: string, main: Markup) {
  const { invitation, token, lang } = state;
  const other = LOCALES.find((locale) => locale !== lang)!;
  const words = MESSAGES[lang].reviewPage;
  const trip = await tripOf(c, invitation, lang);
  const dates = formatDateRange(invitation.departure_start, invitation.departure_end, lang);
  return sitePage(c.env.ASSETS, {
    status,
    lang,
    title: fillMessage(title, { trip }),
    main: (
      await html`<p class="eyebrow">${fillMessage(words.eyebrow, { trip, dates })}</p>
        <p>
          <a href="${pageHref(invitation, token, other)}" hreflang="${other}"
            >${fillMessage(words.otherLanguage, { language: LANGUAGE_NAMES[other] })}</a
          >
        </p>
        ${main}`
    ).toString(),
  });
}

/** The form: a first review, or a held one written again (`held`); `form` as typed, `errors` by field. */
async function formPage(
  c: AppContext,
  state: PageState,
  status: number,
  form: ReviewForm,
  errors: Record<string, string>,
  banner: Markup = "",
) {
  const { invitation, review, token, lang } = state;
  const words = MESSAGES[lang].reviewPage;
  const held = review?.status === "held" ? review : null;
  const heading = held
    ? html`<h1>${words.heldHeading}</h1>
        <p class="notice warning">
          ${fillMessage(words.heldReason, { reason: holdReasonIn(held.held_reason!, lang) })}
        </p>
        ${held.held_note ? html`<p>${fillMessage(words.heldNote, { note: held.held_note })}</p>` : ""}
        <p>${words.heldAgain}</p>`
    : html`<h1>${fillMessage(words.heading, { trip: await tripOf(c, invitation, lang) })}</h1>`;
  const policyHref = reviewPolicyUrl("", lang);
  const errorsFirst = Object.keys(errors).length > 0;
  return page(
    c,
    state,
    status,
    errorsFirst ? fillMessage(words.titleFix, { title: words.title }) : words.title,
    html`${reviewErrorSummary(errors, lang)} ${banner} ${heading}
      ${invitation.full_name ? html`<p>${fillMessage(words.forName, { name: invitation.full_name })}</p>` : ""}
      <p class="lede">${words.intro} <a href="${policyHref}">${words.policyLink}</a></p>
      ${reviewFormMarkup({ invitation, token, lang, form, errors, policyHref, version: held?.version })}
      ${held ? withdrawSection(invitation, token, lang) : ""}`,
  );
}

/** The form filled in with a held review, to write it again. */
const formOf = (review: ReviewOfPage, invitation: InvitationOfPage): ReviewForm => ({
  rating: String(review.rating),
  title: review.title,
  body: review.body,
  leadNote: review.lead_note,
  nameShown:
    (["first-initial", "first", "full", "anonymous"] as const).find(
      (choice) =>
        nameToShow(invitation.full_name, choice, MESSAGES[review.lang].reviewPage.anonymous) === review.author_name,
    ) ?? undefined,
});

/** The page for where the line stands now. */
async function statePage(c: AppContext, state: PageState, banner: Markup = "") {
  const { invitation, review, token, lang } = state;
  const words = MESSAGES[lang].reviewPage;
  if (!review) {
    if (Date.parse(invitation.write_by) <= Date.now()) {
      return page(
        c,
        state,
        200,
        words.closedHeading,
        html`<h1>${words.closedHeading}</h1>
          <p class="lede">${fillMessage(words.closedText, { date: dayOf(invitation.write_by, lang) })}</p>`,
      );
    }
    return formPage(c, state, 200, {}, {}, banner);
  }
  if (review.status === "held") return formPage(c, state, 200, formOf(review, invitation), {}, banner);
  if (review.status === "withdrawn") {
    return page(
      c,
      state,
      200,
      words.withdrawnHeading,
      html`${banner}
        <h1>${words.withdrawnHeading}</h1>
        <p class="lede">${fillMessage(words.withdrawnText, { date: dayOf(review.withdrawn_at!, lang) })}</p>`,
    );
  }
  const published = review.status === "published";
  return page(
    c,
    state,
    200,
    published ? words.publishedHeading : words.waitingHeading,
    html`${banner}
      <h1>${published ? words.publishedHeading : words.waitingHeading}</h1>
      ${
        published
          ? html`<p class="lede">
              ${fillMessage(words.publishedText, { date: dayOf(review.published_at!, lang) })}
              <a href="${localePath(lang, tripPath(invitation.trip_slug))}">${words.tripPageLink}</a>
            </p>`
          : html`<p class="lede">${words.waitingText}</p>`
      }
      ${reviewAsItStands(review, lang)} ${withdrawSection(invitation, token, lang)}`,
  );
}

const statusBanner = (text: string) => html`<p class="notice" role="status">${text}</p>`;

export const reviewPages = newApp();

reviewPages.get(REVIEW, async (c) => {
  const token = c.req.query("t");
  const found = await opened(c.env.DB, c.req.param("invitation"), token);
  if (!found) return notFound(c);
  const lang = pageLanguage(c.req.query("lang"), found.invitation);
  const words = MESSAGES[lang].reviewPage;
  const banner = c.req.query("sent") === "1" ? statusBanner(words.sentBanner) : "";
  return statePage(c, { ...found, token: token!, lang }, banner);
});

/** What the author wrote, as it is stored: its text's language, and the name in that language's words. */
function authored(review: CheckedReview, invitation: InvitationOfPage): AuthoredReview {
  const lang = reviewLanguage(`${review.title}\n${review.body}\n${review.leadNote}`);
  return {
    lang,
    rating: review.rating,
    title: review.title,
    body: review.body,
    lead_note: review.leadNote,
    author_name: nameToShow(invitation.full_name, review.nameShown, MESSAGES[lang].reviewPage.anonymous),
  };
}

/** The form's fields as typed (strings only: a file or a repeated field is nothing the form sends). */
const fieldsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

reviewPages.post(REVIEW, fromTheSite, async (c) => {
  const fields = fieldsOf(await c.req.parseBody());
  const found = await opened(c.env.DB, c.req.param("invitation"), fields.t);
  if (!found) return notFound(c);
  const state: PageState = { ...found, token: fields.t, lang: pageLanguage(fields.lang, found.invitation) };
  const { invitation, review, lang } = state;
  const form: ReviewForm = {
    rating: fields.rating,
    title: fields.title,
    body: fields.body,
    leadNote: fields.leadNote,
    nameShown: fields.nameShown,
    terms: fields.terms,
  };
  if (!(await withinSubmissionLimit(c))) {
    return formPage(
      c,
      state,
      429,
      form,
      {},
      html`<p class="notice warning" role="alert">${MESSAGES[lang].forms.tooMany}</p>`,
    );
  }
  // Only a held review may be written again; any other is shown as it stands, unchanged.
  if (review && review.status !== "held") return statePage(c, state);
  if (!review && Date.parse(invitation.write_by) <= Date.now()) return statePage(c, state);
  const check = checkReviewForm(form, lang);
  if (!check.ok) return formPage(c, state, 422, form, check.errors);
  const now = new Date().toISOString();
  const written = authored(check.review, invitation);
  if (review) {
    const version = Number(fields.version);
    if (!(await rewriteReview(c.env.DB, review.id, version, written, now))) {
      return statePage(c, { ...state, ...(await invitationWithReview(c.env.DB, invitation.id))! });
    }
  } else if (!(await writeReview(c.env.DB, newReviewId(), invitation.id, written, now))) {
    const current = await invitationWithReview(c.env.DB, invitation.id);
    // Another review of this line came first (a second tab, a double click): it stands, and is shown.
    if (current?.review) return statePage(c, { ...state, ...current });
    // A review id that was taken already: a new one.
    await writeReview(c.env.DB, newReviewId(), invitation.id, written, now);
  }
  return c.redirect(pageHref(invitation, state.token, lang, { sent: "1" }), 303);
});

reviewPages.post(`${REVIEW}/withdraw`, fromTheSite, async (c) => {
  const fields = fieldsOf(await c.req.parseBody());
  const found = await opened(c.env.DB, c.req.param("invitation"), fields.t);
  if (!found) return notFound(c);
  const state: PageState = { ...found, token: fields.t, lang: pageLanguage(fields.lang, found.invitation) };
  const { invitation, review, token, lang } = state;
  const words = MESSAGES[lang].reviewPage;
  if (!review || review.status === "withdrawn") return statePage(c, state);
  if (fields.step !== "confirm") {
    return page(
      c,
      state,
      200,
      words.withdrawConfirmHeading,
      withdrawConfirmation(invitation, token, lang, pageHref(invitation, token, lang)),
    );
  }
  if (!(await withinSubmissionLimit(c))) {
    return page(
      c,
      state,
      429,
      words.tooManyTitle,
      html`<h1>${words.tooManyTitle}</h1>
        <p class="notice warning" role="alert">${MESSAGES[lang].forms.tooMany}</p>`,
    );
  }
  if (await withdrawReview(c.env.DB, review.id, invitation.id, new Date().toISOString())) {
    // A published review leaves the trip pages at once.
    await forgetReviewSnapshot();
  }
  return c.redirect(pageHref(invitation, token, lang), 303);
});
