// The markup of a seat's traveller form and what surrounds it: the privacy
// notice before any field, the fields with their hints and errors (an error
// summary first, each message tied to its field), the grade's health questions
// and declaration, a guardian for a minor, and the fitness proof's own form.
// Plain HTML posting back to the Worker, so it works without JavaScript; the
// class names are the shell's stylesheet's (src/styles/worker-pages.scss).
// Every word is the booking's language's (the messages files' travellerForm
// group; the notice and the questions come from the catalogue in it). Values
// are escaped by hono/html's `html` as they are put in.
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import {
  AGE_OF_MAJORITY,
  GENDERS,
  type Gender,
  type HealthQuestion,
  ID_NUMBER_RULES,
  ID_TYPES,
  type TravellerLevel,
  type TravellerQuestions,
} from "../../content/traveller-data";
import { fillMessage } from "../../content/fill-message";
import { formatLongDate, takesSingular } from "../../content/format";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import {
  healthDetailsFieldName,
  healthFieldName,
  idTypeLabel,
  PROOF_FORMATS,
  type TravellerForm,
} from "../../requests/traveller-details";
import type { TravellerRow } from "../db/rows";
import { escapeHtml } from "../platform/html-page";

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString> | "";

type FormWords = Messages["travellerForm"];

/** The key of each gender's words in the messages (travellerForm.genders). */
const GENDER_WORDS: Record<Gender, keyof FormWords["genders"]> = {
  female: "female",
  male: "male",
  "non-binary": "nonBinary",
};

/** The privacy notice, item by item: what, why, how long; then the safeguards, withdrawing and whom to ask. */
export function privacyNotice(questions: TravellerQuestions, open: boolean): Markup {
  const { notice } = questions;
  return html`<details class="privacy-notice" id="privacy-notice" ${open ? html`open` : ""}>
    <summary><h2>${notice.title}</h2></summary>
    <p>${notice.intro}</p>
    <dl class="facts">
      ${notice.items.map(
        (item) =>
          html`<dt>${item.what}</dt>
            <dd>${item.why} <strong>${item.kept}</strong></dd>`,
      )}
    </dl>
    <p>${notice.safeguards}</p>
    <p>${notice.withdraw}</p>
    <p>${notice.contact}</p>
  </details>`;
}

/** Where a field's error and hint are, for its aria-describedby. */
const described = (name: string, hint: boolean, errors: Record<string, string>) =>
  [hint ? `${name}-hint` : "", errors[name] ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;

const fieldError = (name: string, errors: Record<string, string>) =>
  errors[name] ? html`<p class="field-error" id="${name}-error">${errors[name]}</p>` : "";

interface FieldOptions {
  name: string;
  label: string;
  hint?: string;
  type?: string;
  autocomplete?: string;
  optional?: boolean;
  inputmode?: string;
  max?: string;
}

/** The form's fields' shared parts: what was typed, the errors, and the words. */
interface FieldsOf {
  form: TravellerForm;
  errors: Record<string, string>;
  words: FormWords;
}

const optionalMark = (words: FormWords) => html` <span class="optional">${words.optional}</span>`;

function textField({ form, errors, words }: FieldsOf, options: FieldOptions): Markup {
  const { name, label, hint, type = "text", autocomplete, optional, inputmode, max } = options;
  const describedBy = described(name, Boolean(hint), errors);
  return html`<div class="field${errors[name] ? " invalid" : ""}">
    <label for="${name}">${label}${optional ? optionalMark(words) : ""}</label>
    ${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ""} ${fieldError(name, errors)}
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${form[name] ?? ""}"
      ${autocomplete ? html` autocomplete="${autocomplete}"` : ""}${inputmode ? html` inputmode="${inputmode}"` : ""}${max ? html` max="${max}"` : ""}${optional ? "" : html` required`}${describedBy ? html` aria-describedby="${describedBy}"` : ""}${errors[name] ? html` aria-invalid="true"` : ""}
    />
  </div>`;
}

function textArea({ form, errors, words }: FieldsOf, options: FieldOptions): Markup {
  const { name, label, hint, optional } = options;
  const describedBy = described(name, Boolean(hint), errors);
  return html`<div class="field${errors[name] ? " invalid" : ""}">
    <label for="${name}">${label}${optional ? optionalMark(words) : ""}</label>
    ${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ""} ${fieldError(name, errors)}
    <textarea
      id="${name}"
      name="${name}"
      rows="3"
      ${describedBy ? html` aria-describedby="${describedBy}"` : ""}${errors[name] ? html` aria-invalid="true"` : ""}
    >
${form[name] ?? ""}</textarea>
  </div>`;
}

/** Radio buttons in a fieldset; `choices` as [value, label]. */
function radios(
  { form, errors }: FieldsOf,
  name: string,
  legend: string,
  choices: readonly (readonly [string, string])[],
): Markup {
  return html`<fieldset
    class="choices${errors[name] ? " invalid" : ""}"
    ${errors[name] ? html` aria-describedby="${name}-error"` : ""}
  >
    <legend>${legend}</legend>
    ${fieldError(name, errors)}
    ${choices.map(
      ([value, label]) =>
        html`<div class="choice">
          <input
            type="radio"
            id="${name}-${value}"
            name="${name}"
            value="${value}"
            ${form[name] === value ? html` checked` : ""}
            required
          /><label for="${name}-${value}">${label}</label>
        </div>`,
    )}
  </fieldset>`;
}

/** A checkbox that sends "yes" when ticked; `label` is the statement agreed to. */
function tick({ form, errors }: FieldsOf, name: string, label: Markup, required = true): Markup {
  return html`<div class="choices${errors[name] ? " invalid" : ""}">
    ${fieldError(name, errors)}
    <div class="choice">
      <input
        type="checkbox"
        id="${name}"
        name="${name}"
        value="yes"
        ${form[name] === "yes" ? html` checked` : ""}${required ? html` required` : ""}${errors[name] ? html` aria-invalid="true" aria-describedby="${name}-error"` : ""}
      /><label for="${name}">${label}</label>
    </div>
  </div>`;
}

/** A yes-or-no health question, with the box for its details under the answers. */
function healthQuestion({ form, errors, words }: FieldsOf, question: HealthQuestion): Markup {
  const name = healthFieldName(question.id);
  const details = healthDetailsFieldName(question.id);
  return html`<fieldset
    class="choices yes-no${errors[name] ? " invalid" : ""}"
    ${errors[name] ? html` aria-describedby="${name}-error"` : ""}
  >
    <legend>${question.question}</legend>
    ${fieldError(name, errors)}
    ${(["yes", "no"] as const).map(
      (answer) =>
        html`<div class="choice">
          <input
            type="radio"
            id="${name}-${answer}"
            name="${name}"
            value="${answer}"
            ${form[name] === answer ? html` checked` : ""}
            required
          /><label for="${name}-${answer}">${answer === "yes" ? words.yes : words.no}</label>
        </div>`,
    )}
    <div class="field${errors[details] ? " invalid" : ""}">
      <label for="${details}">${fillMessage(words.ifYes, { label: question.detailsLabel })}</label>
      ${fieldError(details, errors)}
      <textarea
        id="${details}"
        name="${details}"
        rows="2"
        ${errors[details] ? html` aria-invalid="true" aria-describedby="${details}-error"` : ""}
      >
${form[details] ?? ""}</textarea>
    </div>
  </fieldset>`;
}

/** The list of what is wrong, first on the page (above the notice, read already), each a link to its field. */
export function errorSummary(errors: Record<string, string>, lang: Locale): Markup {
  const entries = Object.entries(errors);
  if (entries.length === 0) return "";
  const words = MESSAGES[lang].travellerForm;
  return html`<div class="error-summary" role="alert" tabindex="-1" id="error-summary">
    <h2>
      ${fillMessage(takesSingular(entries.length, lang) ? words.errorsOne : words.errorsOther, { count: entries.length })}
    </h2>
    <ul>
      ${entries.map(([name, message]) => html`<li><a href="#${fieldAnchor(name)}">${message}</a></li>`)}
    </ul>
  </div>`;
}

/** The element a field's error links to: its input, or for a radio group its first choice. */
function fieldAnchor(name: string): string {
  if (name === "gender") return `gender-${GENDERS[0]}`;
  if (name.startsWith("health-") && !name.endsWith("-details")) return `${name}-yes`;
  return name;
}

export interface SeatFormView {
  action: string;
  /** The hidden credential sent back with the form: the booking's token or the traveller's key. */
  credential: { name: "token" | "key"; value: string };
  /** The stored version the form was filled on; empty for a seat not yet told. */
  version: number | null;
  form: TravellerForm;
  errors: Record<string, string>;
  level: TravellerLevel;
  questions: TravellerQuestions;
  /** The booking's language, which the form, its level and its questions are written in. */
  lang: Locale;
  /** The departure's first day: a traveller under 18 on it needs a guardian. */
  departureStart: string;
  /** Of a seat already told: how its ID was saved ("Passport ending 67"), to keep unless retyped. */
  savedId: string | null;
}

/** The traveller's details form. */
export function seatForm(view: SeatFormView): Markup {
  const { form, errors, level, questions, lang } = view;
  const words = MESSAGES[lang].travellerForm;
  const fields: FieldsOf = { form, errors, words };
  const adultAge = { adultAge: AGE_OF_MAJORITY };
  const idHint = view.savedId
    ? fillMessage(words.savedIdHint, { savedId: view.savedId })
    : `${ID_TYPES.map((type) => fillMessage(words.idExample, { idType: idTypeLabel(type, lang), example: ID_NUMBER_RULES[type].example })).join(" · ")}.`;
  return html`<form class="form" method="post" action="${view.action}" novalidate>
    <input type="hidden" name="${view.credential.name}" value="${view.credential.value}" />
    <input type="hidden" name="version" value="${view.version ?? ""}" />
    <h2>${words.travellerHeading}</h2>
    ${textField(fields, { name: "fullName", label: words.fullName, autocomplete: "name" })}
    ${textField(fields, {
      name: "dateOfBirth",
      label: words.dateOfBirth,
      type: "date",
      autocomplete: "bday",
      hint: fillMessage(words.dateOfBirthHint, adultAge),
    })}
    ${radios(
      fields,
      "gender",
      words.gender,
      GENDERS.map((gender) => [gender, words.genders[GENDER_WORDS[gender]]] as const),
    )}
    ${textField(fields, {
      name: "phone",
      label: words.phone,
      type: "tel",
      autocomplete: "tel",
      hint: words.phoneHint,
    })}
    ${textArea(fields, { name: "dietary", label: words.dietary, optional: true, hint: words.dietaryHint })}
    <h2>${words.emergencyHeading}</h2>
    <p class="muted">${words.emergencyIntro}</p>
    ${textField(fields, { name: "emergencyName", label: words.emergencyName })}
    ${textField(fields, { name: "emergencyRelation", label: words.emergencyRelation, hint: words.emergencyRelationHint })}
    ${textField(fields, { name: "emergencyPhone", label: words.emergencyPhone, type: "tel" })}
    <h2>${words.idHeading}</h2>
    <p class="muted">${questions.aadhaarNote}</p>
    ${radios(
      fields,
      "idType",
      words.idType,
      ID_TYPES.map((type) => [type, idTypeLabel(type, lang)] as const),
    )}
    ${textField(fields, {
      name: "idNumber",
      label: words.idNumber,
      hint: idHint,
      autocomplete: "off",
      optional: Boolean(view.savedId),
    })}
    ${
      level.questions.length > 0
        ? html`<h2>${words.healthHeading}</h2>
            <p class="muted">${words.healthIntro}</p>`
        : ""
    }
    ${level.questions.map((question) => healthQuestion(fields, question))}
    <h2>${words.declarationHeading}</h2>
    ${tick(fields, "declaration", html`${level.declaration}`)}
    <h2>${fillMessage(words.minorHeading, adultAge)}</h2>
    <p class="muted">
      ${fillMessage(words.minorIntro, { ...adultAge, date: formatLongDate(view.departureStart, lang) })}
    </p>
    ${textField(fields, { name: "guardianName", label: words.guardianName, optional: true })}
    ${textField(fields, { name: "guardianPhone", label: words.guardianPhone, type: "tel", optional: true })}
    ${tick(fields, "guardianConsent", html`${questions.guardianConsent}`, false)}
    <h2>${words.consentHeading}</h2>
    ${tick(
      fields,
      "notice",
      html`${raw(fillMessage(escapeHtml(words.noticeTick), { link: `<a href="#privacy-notice">${escapeHtml(words.noticeLink)}</a>` }))}`,
    )}
    <div class="actions"><button type="submit" class="button">${words.save}</button></div>
  </form>`;
}

/** How a proof stands, in the traveller's words. */
function proofState(
  traveller: Pick<TravellerRow, "proof_status" | "proof_note" | "proof_name">,
  words: FormWords,
): Markup {
  const name = { name: traveller.proof_name ?? "" };
  switch (traveller.proof_status) {
    case "approved":
      return html`<p class="notice">${fillMessage(words.proofApproved, name)}</p>`;
    case "submitted":
      return html`<p class="notice">${fillMessage(words.proofSubmitted, name)}</p>`;
    case "returned":
      return html`<div class="notice warning">
        <p>${fillMessage(words.proofReturned, { note: traveller.proof_note ?? "" })}</p>
        <p>${words.sendAnother}</p>
      </div>`;
    default:
      return "";
  }
}

/** The fitness proof's own form (multipart), for a seat already told on a grade that asks for one. */
export function proofForm(view: {
  action: string;
  credential: SeatFormView["credential"];
  instructions: string;
  traveller: Pick<TravellerRow, "proof_status" | "proof_note" | "proof_name">;
  lang: Locale;
  error?: string;
}): Markup {
  const words = MESSAGES[view.lang].travellerForm;
  const accept = Object.values(PROOF_FORMATS)
    .flatMap((format) => [format.mediaType, ...format.extensions.map((extension) => `.${extension}`)])
    .join(",");
  if (view.traveller.proof_status === "approved") return proofState(view.traveller, words);
  return html`<section aria-labelledby="proof-heading">
    <h2 id="proof-heading">${words.proofHeading}</h2>
    ${proofState(view.traveller, words)}
    <p>${view.instructions}</p>
    <form class="form" method="post" action="${view.action}" enctype="multipart/form-data">
      <input type="hidden" name="${view.credential.name}" value="${view.credential.value}" />
      <div class="field${view.error ? " invalid" : ""}">
        <label for="proof">${words.proofLabel}</label>
        ${view.error ? html`<p class="field-error" id="proof-error" role="alert">${view.error}</p>` : ""}
        <input
          id="proof"
          name="proof"
          type="file"
          accept="${accept}"
          required${view.error ? html` aria-invalid="true" aria-describedby="proof-error"` : ""}
        />
      </div>
      <div class="actions"><button type="submit" class="button">${words.sendProof}</button></div>
    </form>
  </section>`;
}
