import * as React from "react";
import { graphql } from "gatsby";
import { fillMessage } from "../../../content/fill-message";
import { API_PATHS } from "../../../content/routes.mjs";
import { CONTACT_SUBJECT_KEYS, type ContactSubject } from "../../../requests/contact-subjects";
import { validateContactMessage, type ContactMessage, type FormErrors } from "../../../requests/form-rules";
import { HONEYPOT_FIELD, LANGUAGE_FIELD } from "../../../requests/intake";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { apiUrl } from "../../lib/api-url";
import { Field } from "../forms/field";
import { FormFrame } from "../forms/form-frame";
import { useRequestSender } from "../forms/use-request-sender";
import { useRuleWords } from "../forms/use-rule-words";
import * as styles from "./contact-form.module.scss";

/** The contact form's words, which the contact page's query asks for: `messages(lang: $lang) { ...ContactFormMessages }`. */
export const contactFormMessagesFragment = graphql`
  fragment ContactFormMessages on SiteMessages {
    forms
    formRules
    contactForm
  }
`;

/** The form's fields in page order: the first one at fault takes focus. */
const FIELDS = ["firstName", "lastName", "email", "subject", "message"] as const satisfies (keyof ContactMessage)[];

type Errors = FormErrors<ContactMessage> & Record<string, string | undefined>;

/** What the form holds now, read from the page: the fields are the browser's own, not React state. */
function valuesOf(form: HTMLFormElement): Record<(typeof FIELDS)[number] | typeof HONEYPOT_FIELD, string> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
}

function focusFirstError(form: HTMLFormElement, errors: Errors) {
  const first = FIELDS.find((name) => errors[name]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

interface ContactFormProps {
  /** The subject preselected by a link such as /contact-us/?subject=custom-trip. */
  initialSubject: ContactSubject;
}

/**
 * The contact form: an HTML form first, posting to the intake API, which
 * answers it with a page of its own when scripts are off
 * (worker/intake/contact-form-pages.ts), in the page's language, which the
 * form sends with it. With scripts it checks the message with the
 * same rules before sending, shows each problem next to its field (and
 * re-checks as the visitor corrects it), sends it, and confirms it on the
 * page once stored. It keeps no copy of the values: the fields hold them, so
 * nothing typed is lost and no form library loads for this page.
 */
export function ContactForm({ initialSubject }: ContactFormProps) {
  const form = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<Errors>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [sentBy, setSentBy] = React.useState<string | null>(null);
  const messages = useMessages("contactForm");
  const forms = useMessages("forms");
  const lang = usePageLanguage();
  const words = useRuleWords();
  const showServerErrors = React.useCallback((serverErrors: Record<string, string>) => {
    setErrors(serverErrors);
    if (form.current) focusFirstError(form.current, serverErrors);
  }, []);
  const { sending, failure, send } = useRequestSender(API_PATHS.messages, showServerErrors);

  // The static HTML knows no query string, so the requested subject is chosen
  // once the page runs in the browser (and again if the link changes).
  React.useEffect(() => {
    const subject = form.current?.elements.namedItem("subject");
    if (subject instanceof HTMLSelectElement) subject.value = initialSubject;
  }, [initialSubject]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = valuesOf(element);
    const problems: Errors = validateContactMessage(words, values);
    setSubmitted(true);
    setErrors(problems);
    setSentBy(null);
    if (Object.keys(problems).length > 0) {
      focusFirstError(element, problems);
      return;
    }
    if (!(await send(values, JSON.stringify(values)))) return;
    setSentBy(values.firstName.trim());
    element.reset();
    setSubmitted(false);
  };

  // After a failed submit, each change re-checks the form, so a corrected field loses its message at once.
  const recheck = (event: React.FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors(validateContactMessage(words, valuesOf(event.currentTarget)));
  };

  return (
    <FormFrame
      ref={form}
      className={styles.form}
      onSubmit={submit}
      onInput={recheck}
      action={apiUrl(API_PATHS.messages)}
      method="post"
      submitLabel={messages.submit}
      sending={sending}
      failure={failure}
      aria-labelledby="contact-form-title"
      header={
        <h2 id="contact-form-title" className={styles.title}>
          {messages.title}
        </h2>
      }
      footer={
        <p role="status" className={styles.success}>
          {sentBy === null ? "" : fillMessage(messages.thanks, { name: sentBy })}
        </p>
      }
    >
      {/* Without scripts the form posts itself: the Worker answers it in this page's language. */}
      <input type="hidden" name={LANGUAGE_FIELD} value={lang} />
      <div className={styles.pair}>
        <Field label={messages.firstName} error={errors.firstName}>
          {(control) => <input {...control} name="firstName" type="text" autoComplete="given-name" />}
        </Field>
        <Field label={messages.lastName} optional error={errors.lastName}>
          {(control) => <input {...control} name="lastName" type="text" autoComplete="family-name" />}
        </Field>
      </div>
      <Field label={forms.email} error={errors.email}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" />}
      </Field>
      <Field label={messages.subject} error={errors.subject}>
        {(control) => (
          <select {...control} name="subject" defaultValue="general">
            {CONTACT_SUBJECT_KEYS.map((subject) => (
              <option key={subject} value={subject}>
                {messages.subjects[subject]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={messages.message} error={errors.message}>
        {(control) => <textarea {...control} name="message" rows={6} />}
      </Field>
    </FormFrame>
  );
}
