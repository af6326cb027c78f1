// The pages the contact form gets back when it is sent without JavaScript (a
// native POST, urlencoded): a confirmation, or the form again with every
// typed value in it and each problem next to its field. In the site's look
// (platform/site-page.ts) and with no script, so they work wherever the form did.
import { CONTACT_SUBJECTS } from "../../requests/contact-subjects";
import { API_PATHS, ROUTES } from "../../content/routes.mjs";
import { escapeHtml } from "../platform/html-page";
import { sitePage } from "../platform/site-page";
import type { FieldValue } from "../platform/form-body";

const links = `<p><a href="${ROUTES.contact}">Back to the contact page</a> · <a href="${ROUTES.home}">Safarnama home</a></p>`;

export function messageSentPage(assets: Fetcher, firstName: string): Promise<Response> {
  return sitePage(assets, {
    status: 201,
    title: "Message sent",
    main: `<h1>Message sent</h1>
<p role="status" class="lede">Thank you, ${escapeHtml(firstName)}! Your message has been received. We will reply within 24 hours.</p>
${links}`,
    // The visitor came from the contact page of this site: nothing in these addresses is secret.
    headers: { "Referrer-Policy": "strict-origin-when-cross-origin" },
  });
}

interface FieldDescription {
  name: string;
  label: string;
  control: "input" | "email" | "textarea" | "subject";
}

const CONTACT_FIELDS: FieldDescription[] = [
  { name: "firstName", label: "First name", control: "input" },
  { name: "lastName", label: "Last name (optional)", control: "input" },
  { name: "email", label: "Email", control: "email" },
  { name: "subject", label: "Subject", control: "subject" },
  { name: "message", label: "Message", control: "textarea" },
];

function control({ name, control: kind }: FieldDescription, value: string, describedBy: string): string {
  const common = `id="${name}" name="${name}"${describedBy}`;
  if (kind === "textarea") return `<textarea ${common} rows="6">${escapeHtml(value)}</textarea>`;
  if (kind === "subject") {
    const options = Object.entries(CONTACT_SUBJECTS).map(
      ([key, label]) => `<option value="${key}"${key === value ? " selected" : ""}>${escapeHtml(label)}</option>`,
    );
    return `<select ${common}>${options.join("")}</select>`;
  }
  return `<input ${common} type="${kind === "email" ? "email" : "text"}" value="${escapeHtml(value)}">`;
}

/** The form again, as it was sent, with the message for each field at fault (or for the whole request). */
export function messageNotSentPage(
  assets: Fetcher,
  status: number,
  message: string,
  errors: Record<string, string>,
  fields: Map<string, FieldValue>,
): Promise<Response> {
  const rows = CONTACT_FIELDS.map((field) => {
    const value = fields.get(field.name);
    const error = errors[field.name];
    const errorId = `${field.name}-error`;
    return `<div class="field${error ? " invalid" : ""}"><label for="${field.name}">${field.label}</label>
${control(field, typeof value === "string" ? value : "", error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "")}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ""}</div>`;
  });
  return sitePage(assets, {
    status,
    title: "Message not sent",
    main: `<h1>Your message was not sent</h1>
<p role="alert" class="notice warning">${escapeHtml(message)}</p>
<form class="form" method="post" action="${API_PATHS.messages}">
${rows.join("\n")}
<p><button class="button" type="submit">Send message</button></p>
</form>
${links}`,
    headers: { "Referrer-Policy": "strict-origin-when-cross-origin" },
  });
}
