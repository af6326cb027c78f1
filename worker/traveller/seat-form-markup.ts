// The markup of a seat's traveller form and what surrounds it: the privacy
// notice before any field, the fields with their hints and errors (an error
// summary first, each message tied to its field), the grade's health questions
// and declaration, a guardian for a minor, and the fitness proof's own form.
// Plain HTML posting back to the Worker, so it works without JavaScript; the
// class names are the shell's stylesheet's (src/styles/worker-pages.scss).
// Values are escaped by hono/html's `html` as they are put in.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import {
  GENDER_LABELS,
  GENDERS,
  type HealthQuestion,
  ID_NUMBER_RULES,
  ID_TYPES,
  type TravellerLevel,
  type TravellerQuestions,
} from "../../content/traveller-data";
import { formatLongDate } from "../../content/format";
import {
  healthDetailsFieldName,
  healthFieldName,
  PROOF_FORMATS,
  type TravellerForm,
} from "../../requests/traveller-details";
import type { TravellerRow } from "../db/rows";

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString> | "";

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

function textField(form: TravellerForm, errors: Record<string, string>, options: FieldOptions): Markup {
  const { name, label, hint, type = "text", autocomplete, optional, inputmode, max } = options;
  const describedBy = described(name, Boolean(hint), errors);
  return html`<div class="field${errors[name] ? " invalid" : ""}">
    <label for="${name}">${label}${optional ? html` <span class="optional">(optional)</span>` : ""}</label>
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

function textArea(form: TravellerForm, errors: Record<string, string>, options: FieldOptions): Markup {
  const { name, label, hint, optional } = options;
  const describedBy = described(name, Boolean(hint), errors);
  return html`<div class="field${errors[name] ? " invalid" : ""}">
    <label for="${name}">${label}${optional ? html` <span class="optional">(optional)</span>` : ""}</label>
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
  form: TravellerForm,
  errors: Record<string, string>,
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
function tick(
  form: TravellerForm,
  errors: Record<string, string>,
  name: string,
  label: Markup,
  required = true,
): Markup {
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
function healthQuestion(form: TravellerForm, errors: Record<string, string>, question: HealthQuestion): Markup {
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
          /><label for="${name}-${answer}">${answer === "yes" ? "Yes" : "No"}</label>
        </div>`,
    )}
    <div class="field${errors[details] ? " invalid" : ""}">
      <label for="${details}">If yes: ${question.detailsLabel}</label>
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
export function errorSummary(errors: Record<string, string>): Markup {
  const entries = Object.entries(errors);
  if (entries.length === 0) return "";
  return html`<div class="error-summary" role="alert" tabindex="-1" id="error-summary">
    <h2>
      ${entries.length === 1 ? "One thing to fix" : `${entries.length} things to fix`} before these details can be saved
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
  /** The departure's first day: a traveller under 18 on it needs a guardian. */
  departureStart: string;
  /** Of a seat already told: how its ID was saved ("Passport ending 67"), to keep unless retyped. */
  savedId: string | null;
}

/** The traveller's details form. */
export function seatForm(view: SeatFormView): Markup {
  const { form, errors, level, questions } = view;
  const idHint = view.savedId
    ? `Saved: ${view.savedId}. Leave the number empty to keep it, or type it again to change it.`
    : `${ID_TYPES.map((type) => `${ID_NUMBER_RULES[type].label}: e.g. ${ID_NUMBER_RULES[type].example}`).join(" · ")}.`;
  return html`<form class="form" method="post" action="${view.action}" novalidate>
    <input type="hidden" name="${view.credential.name}" value="${view.credential.value}" />
    <input type="hidden" name="version" value="${view.version ?? ""}" />
    <h2>The traveller</h2>
    ${textField(form, errors, { name: "fullName", label: "Full name, as on the ID", autocomplete: "name" })}
    ${textField(form, errors, {
      name: "dateOfBirth",
      label: "Date of birth",
      type: "date",
      autocomplete: "bday",
      hint: "We show the age on the first day of the trip; under 18 needs a parent's or guardian's consent below.",
    })}
    ${radios(
      form,
      errors,
      "gender",
      "Gender, for sharing rooms and tents",
      GENDERS.map((gender) => [gender, GENDER_LABELS[gender]] as const),
    )}
    ${textField(form, errors, {
      name: "phone",
      label: "Mobile number",
      type: "tel",
      autocomplete: "tel",
      hint: "A 10-digit Indian mobile, or + and the country code for another country.",
    })}
    ${textArea(form, errors, {
      name: "dietary",
      label: "Dietary needs and food allergies",
      optional: true,
      hint: "E.g. vegetarian, Jain, no onion or garlic, nut allergy.",
    })}
    <h2>Emergency contact</h2>
    <p class="muted">Someone not on the trip, who has agreed to be called if the traveller is hurt or falls ill.</p>
    ${textField(form, errors, { name: "emergencyName", label: "Emergency contact's name" })}
    ${textField(form, errors, { name: "emergencyRelation", label: "How they are related", hint: "E.g. mother, husband, friend." })}
    ${textField(form, errors, { name: "emergencyPhone", label: "Emergency contact's phone number", type: "tel" })}
    <h2>ID for permits and hotels</h2>
    <p class="muted">${questions.aadhaarNote}</p>
    ${radios(
      form,
      errors,
      "idType",
      "Which ID the traveller will carry",
      ID_TYPES.map((type) => [type, ID_NUMBER_RULES[type].label] as const),
    )}
    ${textField(form, errors, {
      name: "idNumber",
      label: "ID number (for Aadhaar, the last four digits only)",
      hint: idHint,
      autocomplete: "off",
      optional: Boolean(view.savedId),
    })}
    ${
      level.questions.length > 0
        ? html`<h2>Health</h2>
            <p class="muted">
              Sealed when stored; only the staff who prepare and lead the trip can open the answers, and each time they
              do it is recorded.
            </p>`
        : ""
    }
    ${level.questions.map((question) => healthQuestion(form, errors, question))}
    <h2>Declaration</h2>
    ${tick(form, errors, "declaration", html`${level.declaration}`)}
    <h2>For a traveller under 18</h2>
    <p class="muted">
      Only if the traveller will be under 18 on ${formatLongDate(view.departureStart)}: a parent or legal guardian fills
      this in and ticks their consent.
    </p>
    ${textField(form, errors, { name: "guardianName", label: "Parent's or guardian's name", optional: true })}
    ${textField(form, errors, { name: "guardianPhone", label: "Parent's or guardian's phone number", type: "tel", optional: true })}
    ${tick(form, errors, "guardianConsent", html`${questions.guardianConsent}`, false)}
    <h2>Consent</h2>
    ${tick(form, errors, "notice", html`I have read <a href="#privacy-notice">how these details are used and kept</a>, and I agree to it.`)}
    <div class="actions"><button type="submit" class="button">Save the details</button></div>
  </form>`;
}

/** How a proof stands, in the traveller's words. */
function proofState(traveller: Pick<TravellerRow, "proof_status" | "proof_note" | "proof_name">): Markup {
  switch (traveller.proof_status) {
    case "approved":
      return html`<p class="notice">Your fitness proof (${traveller.proof_name}) is approved. Nothing more to do.</p>`;
    case "submitted":
      return html`<p class="notice">
        We have your fitness proof (${traveller.proof_name}); our team will check it within two working days.
      </p>`;
    case "returned":
      return html`<div class="notice warning">
        <p>Our team sent your fitness proof back: ${traveller.proof_note}</p>
        <p>Send another below.</p>
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
  error?: string;
}): Markup {
  const accept = Object.values(PROOF_FORMATS)
    .flatMap((format) => [format.mediaType, ...format.extensions.map((extension) => `.${extension}`)])
    .join(",");
  if (view.traveller.proof_status === "approved") return proofState(view.traveller);
  return html`<section aria-labelledby="proof-heading">
    <h2 id="proof-heading">Fitness proof</h2>
    ${proofState(view.traveller)}
    <p>${view.instructions}</p>
    <form class="form" method="post" action="${view.action}" enctype="multipart/form-data">
      <input type="hidden" name="${view.credential.name}" value="${view.credential.value}" />
      <div class="field${view.error ? " invalid" : ""}">
        <label for="proof">The proof: a photo, screenshot or PDF</label>
        ${view.error ? html`<p class="field-error" id="proof-error" role="alert">${view.error}</p>` : ""}
        <input
          id="proof"
          name="proof"
          type="file"
          accept="${accept}"
          required${view.error ? html` aria-invalid="true" aria-describedby="proof-error"` : ""}
        />
      </div>
      <div class="actions"><button type="submit" class="button">Send the proof</button></div>
    </form>
  </section>`;
}
