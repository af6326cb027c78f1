// The markup of a traveller's review page: the form (stars as a fieldset of
// radios, title, text, a line for the trip lead, how the name shows, the
// policy's terms), each field with its limits beside it, and on bad input an
// error summary first, linking to each field, with each message tied to its
// field; their review as it stands; and the withdrawal, with its confirm step.
// Plain HTML posting back to the Worker, so it works without JavaScript; the
// class names are the shell's stylesheet's (src/styles/worker-pages.scss).
// Everything typed is put in as text by hono/html's `html`, never as markup.
import { html } from "hono/html";
import { fillMessage } from "../../content/fill-message";
import { formatLongDate, takesSingular } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import { HTML_LANGS, type Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import { reviewPagePath } from "../../content/routes.mjs";
import {
  NAME_SHOWN,
  nameToShow,
  REVIEW_LIMITS,
  REVIEW_STARS,
  type NameShown,
  type ReviewForm,
} from "../../requests/reviews";
import type { InvitationOfPage, ReviewOfPage } from "../db/review-writing";
import type { Markup } from "./seat-form-markup";

type PageWords = Messages["reviewPage"];

/** The key of each name choice's words in the messages (reviewPage.nameChoices). */
const NAME_CHOICE_WORDS: Record<NameShown, keyof PageWords["nameChoices"]> = {
  "first-initial": "firstInitial",
  first: "first",
  full: "full",
  anonymous: "anonymous",
};

/** The key of each star count's words in the messages (reviewPage.stars), from 1 star up. */
const STAR_WORDS = [
  "poor",
  "fair",
  "good",
  "veryGood",
  "excellent",
] as const satisfies readonly (keyof PageWords["stars"])[];

/** The element each field's error links to: its input, or a radio group's first choice. */
const fieldAnchor = (name: string) =>
  name === "rating" ? `rating-${REVIEW_STARS[0]}` : name === "nameShown" ? `nameShown-${NAME_SHOWN[0]}` : name;

/** The day in India an instant falls on, written out. */
export const dayOf = (iso: string, lang: Locale) => formatLongDate(todayInIndia(new Date(iso)), lang);

export function reviewErrorSummary(errors: Record<string, string>, lang: Locale): Markup {
  const entries = Object.entries(errors);
  if (entries.length === 0) return "";
  const words = MESSAGES[lang].reviewPage;
  // Focused as the page opens (no script needed), so a screen reader reads what to fix first.
  return html`<div class="error-summary" role="alert" tabindex="-1" id="error-summary" autofocus>
    <h2>
      ${fillMessage(takesSingular(entries.length, lang) ? words.errorsOne : words.errorsOther, { count: entries.length })}
    </h2>
    <ul>
      ${entries.map(([name, message]) => html`<li><a href="#${fieldAnchor(name)}">${message}</a></li>`)}
    </ul>
  </div>`;
}

const fieldError = (name: string, errors: Record<string, string>) =>
  errors[name] ? html`<p class="field-error" id="${name}-error">${errors[name]}</p>` : "";

const describedBy = (name: string, errors: Record<string, string>) =>
  [`${name}-hint`, errors[name] ? `${name}-error` : ""].filter(Boolean).join(" ");

const invalid = (name: string, errors: Record<string, string>) => (errors[name] ? html` aria-invalid="true"` : "");

/** The hidden fields every form of the page sends back: the link's token and the page's language. */
export const linkFields = (token: string, lang: Locale) =>
  html`<input type="hidden" name="t" value="${token}" /><input type="hidden" name="lang" value="${lang}" />`;

export interface ReviewFormView {
  invitation: InvitationOfPage;
  token: string;
  lang: Locale;
  form: ReviewForm;
  errors: Record<string, string>;
  policyHref: string;
  /** The held review's version, when the form writes it again. */
  version?: number;
}

export function reviewFormMarkup(view: ReviewFormView): Markup {
  const { invitation, token, lang, form, errors, policyHref, version } = view;
  const words = MESSAGES[lang].reviewPage;
  const { title, body, leadNote } = REVIEW_LIMITS;
  const chosenName = form.nameShown ?? NAME_SHOWN[0];
  return html`<form method="post" action="${reviewPagePath(invitation.id)}" novalidate>
    ${linkFields(token, lang)}
    ${version === undefined ? "" : html`<input type="hidden" name="version" value="${version}" />`}
    <fieldset class="choices${errors.rating ? " invalid" : ""}" aria-describedby="${describedBy("rating", errors)}">
      <legend>${words.ratingLegend}</legend>
      <p class="hint" id="rating-hint">${words.ratingHint}</p>
      ${fieldError("rating", errors)}
      ${REVIEW_STARS.map(
        (stars) =>
          html`<div class="choice">
            <input
              type="radio"
              id="rating-${stars}"
              name="rating"
              value="${stars}"
              ${form.rating === String(stars) ? html` checked` : ""}
              required${invalid("rating", errors)}
            /><label for="rating-${stars}">${words.stars[STAR_WORDS[stars - 1]]}</label>
          </div>`,
      )}
    </fieldset>
    <div class="field${errors.title ? " invalid" : ""}">
      <label for="title">${words.titleLabel}</label>
      <p class="hint" id="title-hint">${fillMessage(words.titleHint, title)}</p>
      ${fieldError("title", errors)}
      <input
        id="title"
        name="title"
        type="text"
        value="${form.title ?? ""}"
        required
        aria-describedby="${describedBy("title", errors)}"
        ${invalid("title", errors)}
      />
    </div>
    <div class="field${errors.body ? " invalid" : ""}">
      <label for="body">${words.bodyLabel}</label>
      <p class="hint" id="body-hint">${fillMessage(words.bodyHint, body)}</p>
      ${fieldError("body", errors)}
      <textarea
        id="body"
        name="body"
        rows="8"
        required
        aria-describedby="${describedBy("body", errors)}"
        ${invalid("body", errors)}
      >
${form.body ?? ""}</textarea>
    </div>
    <div class="field${errors.leadNote ? " invalid" : ""}">
      <label for="leadNote">${words.leadNoteLabel} <span class="optional">${words.optional}</span></label>
      <p class="hint" id="leadNote-hint">${fillMessage(words.leadNoteHint, leadNote)}</p>
      ${fieldError("leadNote", errors)}
      <textarea
        id="leadNote"
        name="leadNote"
        rows="2"
        aria-describedby="${describedBy("leadNote", errors)}"
        ${invalid("leadNote", errors)}
      >
${form.leadNote ?? ""}</textarea>
    </div>
    <fieldset
      class="choices${errors.nameShown ? " invalid" : ""}"
      aria-describedby="${describedBy("nameShown", errors)}"
    >
      <legend>${words.nameLegend}</legend>
      <p class="hint" id="nameShown-hint">${words.nameHint}</p>
      ${fieldError("nameShown", errors)}
      ${NAME_SHOWN.map(
        (choice) =>
          html`<div class="choice">
            <input
              type="radio"
              id="nameShown-${choice}"
              name="nameShown"
              value="${choice}"
              ${chosenName === choice ? html` checked` : ""}
              required${invalid("nameShown", errors)}
            /><label for="nameShown-${choice}"
              >${fillMessage(words.nameChoices[NAME_CHOICE_WORDS[choice]], {
                example: nameToShow(invitation.full_name, choice, words.anonymous),
              })}</label
            >
          </div>`,
      )}
    </fieldset>
    <div class="choices${errors.terms ? " invalid" : ""}">
      ${fieldError("terms", errors)}
      <div class="choice">
        <input
          type="checkbox"
          id="terms"
          name="terms"
          value="yes"
          ${form.terms === "yes" ? html` checked` : ""}
          required
          aria-describedby="terms-hint${errors.terms ? " terms-error" : ""}"
          ${invalid("terms", errors)}
        /><label for="terms">${words.termsLabel}</label>
      </div>
      <p class="hint" id="terms-hint"><a href="${policyHref}">${words.policyLink}</a></p>
    </div>
    <div class="actions">
      <button class="button" type="submit">${version === undefined ? words.send : words.sendAgain}</button>
    </div>
  </form>`;
}

/** Their review as it stands: stars, title, text, the line for the lead, the name it shows and when it was written. */
export function reviewAsItStands(review: ReviewOfPage, lang: Locale): Markup {
  const words = MESSAGES[lang].reviewPage;
  return html`<section class="card" lang="${HTML_LANGS[review.lang]}">
    <h2 lang="${HTML_LANGS[lang]}">${words.yourReview}</h2>
    <p lang="${HTML_LANGS[lang]}"><strong>${fillMessage(words.ratingShown, { count: review.rating })}</strong></p>
    <h3>${review.title}</h3>
    ${review.body.split(/\n\s*\n/).map((paragraph) => html`<p>${paragraph}</p>`)}
    ${review.lead_note ? html`<p>${fillMessage(words.leadNoteShown, { note: review.lead_note })}</p>` : ""}
    <p class="muted" lang="${HTML_LANGS[lang]}">
      ${review.author_name} · ${words.verified} ·
      ${fillMessage(words.writtenOn, { date: dayOf(review.written_at, lang) })}
      ${review.rewritten_at ? html` · ${fillMessage(words.rewrittenOn, { date: dayOf(review.rewritten_at, lang) })}` : ""}
    </p>
  </section>`;
}

/** The withdrawal's first step: what it does, and its button. */
export function withdrawSection(invitation: InvitationOfPage, token: string, lang: Locale): Markup {
  const words = MESSAGES[lang].reviewPage;
  return html`<section class="card">
    <h2>${words.withdrawHeading}</h2>
    <p>${words.withdrawText}</p>
    <form method="post" action="${reviewPagePath(invitation.id, "withdraw")}">
      ${linkFields(token, lang)}
      <button class="button" type="submit" name="step" value="ask">${words.withdrawButton}</button>
    </form>
  </section>`;
}

/** The withdrawal's confirm step. */
export function withdrawConfirmation(invitation: InvitationOfPage, token: string, lang: Locale, back: string): Markup {
  const words = MESSAGES[lang].reviewPage;
  return html`<h1>${words.withdrawConfirmHeading}</h1>
    <p class="lede">${words.withdrawConfirmText}</p>
    <form method="post" action="${reviewPagePath(invitation.id, "withdraw")}">
      ${linkFields(token, lang)}
      <div class="actions">
        <button class="button" type="submit" name="step" value="confirm">${words.withdrawConfirm}</button>
        <a href="${back}">${words.withdrawKeep}</a>
      </div>
    </form>`;
}
