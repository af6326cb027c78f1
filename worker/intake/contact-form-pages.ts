// The pages the contact form gets back when it is sent without JavaScript (a
// native POST, urlencoded): a confirmation, or the form again with every
// typed value in it and each problem next to its field. In the site's look
// (platform/site-page.ts), with no script, so they work wherever the form did,
// and in the language the form was sent in: the same words as the contact
// page's form (the forms and contactForm messages).
import { fillMessage } from "../../content/fill-message";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import { API_PATHS, localePath, ROUTES } from "../../content/routes.mjs";
import { CONTACT_SUBJECT_KEYS } from "../../requests/contact-subjects";
import { LANGUAGE_FIELD } from "../../requests/intake";
import { escapeHtml } from "../platform/html-page";
import type { Refusal } from "../platform/refusals";
import { sitePage } from "../platform/site-page";
import type { FieldValue } from "../platform/form-body";

/** The links back to the site, to its pages in `lang`. */
function links(lang: Locale): string {
  const { contactForm } = MESSAGES[lang];
  return `<p><a href="${localePath(lang, ROUTES.contact)}">${escapeHtml(contactForm.backToContact)}</a> · <a href="${localePath(lang, ROUTES.home)}">${escapeHtml(contactForm.homeLink)}</a></p>`;
}

export function messageSentPage(assets: Fetcher, lang: Locale, firstName: string): Promise<Response> {
  const { contactForm } = MESSAGES[lang];
  return sitePage(assets, {
    lang,
    status: 201,
    title: contactForm.sentTitle,
    main: `<h1>${escapeHtml(contactForm.sentTitle)}</h1>
<p role="status" class="lede">${escapeHtml(fillMessage(contactForm.thanks, { name: firstName }))}</p>
${links(lang)}`,
    // The visitor came from the contact page of this site: nothing in these addresses is secret.
    headers: { "Referrer-Policy": "strict-origin-when-cross-origin" },
  });
}

interface FieldDescription {
  name: string;
  /** The label's words, from the page's messages. */
  label: (messages: Messages) => string;
  control: "input" | "email" | "textarea" | "subject";
}

const CONTACT_FIELDS: FieldDescription[] = [
  { name: "firstName", label: ({ contactForm }) => contactForm.firstName, control: "input" },
  {
    name: "lastName",
    label: ({ contactForm, forms }) => `${contactForm.lastName} ${forms.optional}`,
    control: "input",
  },
  { name: "email", label: ({ forms }) => forms.email, control: "email" },
  { name: "subject", label: ({ contactForm }) => contactForm.subject, control: "subject" },
  { name: "message", label: ({ contactForm }) => contactForm.message, control: "textarea" },
];

function control(
  { name, control: kind }: FieldDescription,
  value: string,
  describedBy: string,
  messages: Messages,
): string {
  const common = `id="${name}" name="${name}"${describedBy}`;
  if (kind === "textarea") return `<textarea ${common} rows="6">${escapeHtml(value)}</textarea>`;
  if (kind === "subject") {
    const options = CONTACT_SUBJECT_KEYS.map(
      (key) =>
        `<option value="${key}"${key === value ? " selected" : ""}>${escapeHtml(messages.contactForm.subjects[key])}</option>`,
    );
    return `<select ${common}>${options.join("")}</select>`;
  }
  return `<input ${common} type="${kind === "email" ? "email" : "text"}" value="${escapeHtml(value)}">`;
}

/** The form again, in `lang`, as it was sent, with the message for each field at fault (or for the whole request). */
export function messageNotSentPage(
  assets: Fetcher,
  lang: Locale,
  { status, message, errors = {} }: Pick<Refusal, "status" | "message" | "errors">,
  fields: Map<string, FieldValue>,
): Promise<Response> {
  const messages = MESSAGES[lang];
  const rows = CONTACT_FIELDS.map((field) => {
    const value = fields.get(field.name);
    const error = errors[field.name];
    const errorId = `${field.name}-error`;
    return `<div class="field${error ? " invalid" : ""}"><label for="${field.name}">${escapeHtml(field.label(messages))}</label>
${control(field, typeof value === "string" ? value : "", error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "", messages)}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ""}</div>`;
  });
  return sitePage(assets, {
    lang,
    status,
    title: messages.contactForm.notSentTitle,
    main: `<h1>${escapeHtml(messages.contactForm.notSentHeading)}</h1>
<p role="alert" class="notice warning">${escapeHtml(message)}</p>
<form class="form" method="post" action="${API_PATHS.messages}">
<input type="hidden" name="${LANGUAGE_FIELD}" value="${lang}">
${rows.join("\n")}
<p><button class="button" type="submit">${escapeHtml(messages.contactForm.submit)}</button></p>
</form>
${links(lang)}`,
    headers: { "Referrer-Policy": "strict-origin-when-cross-origin" },
  });
}
