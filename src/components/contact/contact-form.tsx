import * as React from "react";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../lib/routes";
import { buttonClass } from "../ui/button-link";
import * as styles from "./contact-form.module.scss";

interface ContactFormProps {
  /** The subject preselected by a link such as /contact-us/?subject=custom-trip. */
  initialSubject: ContactSubject;
}

/**
 * The contact form. Nothing is sent anywhere: a valid submission shows a
 * confirmation, as the site has no backend. The browser's own constraint
 * validation (required, type=email) guards the fields.
 */
export function ContactForm({ initialSubject }: ContactFormProps) {
  // Starts at 'general' on the server and during hydration (the static HTML knows
  // no query string), then takes the requested subject once mounted.
  const [subject, setSubject] = React.useState<ContactSubject>("general");
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  React.useEffect(() => setSubject(initialSubject), [initialSubject]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const firstName = new FormData(form).get("firstName");
    setSentTo(typeof firstName === "string" ? firstName.trim() : "");
    form.reset();
    setSubject("general");
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <div className={styles.row}>
        <Field label="First name" name="firstName" autoComplete="given-name" required />
        <Field label="Last name" name="lastName" autoComplete="family-name" />
      </div>
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <div className={styles.field}>
        <label htmlFor="contact-subject">Subject</label>
        <select
          id="contact-subject"
          name="subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value as ContactSubject)}
        >
          {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">
          Message <span className={styles.required}>(required)</span>
        </label>
        <textarea id="contact-message" name="message" rows={6} required />
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Send message
      </button>
      <p role="status" className={styles.success}>
        {sentTo === null ? "" : `Thank you${sentTo ? `, ${sentTo}` : ""}! Your message has been received. We will reply within 24 hours.`}
      </p>
    </form>
  );
}

interface FieldProps {
  label: string;
  name: string;
  type?: "text" | "email";
  autoComplete: string;
  required?: boolean;
}

function Field({ label, name, type = "text", autoComplete, required = false }: FieldProps) {
  const id = `contact-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label} {required ? <span className={styles.required}>(required)</span> : null}
      </label>
      <input id={id} name={name} type={type} autoComplete={autoComplete} required={required} />
    </div>
  );
}
