import * as React from "react";
import { useForm } from "react-hook-form";
import { API_PATHS } from "../../../content/routes.mjs";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../../requests/contact-subjects";
import { validateContactMessage, type ContactMessage } from "../../../requests/form-rules";
import { HONEYPOT_FIELD } from "../../../requests/intake";
import { apiUrl } from "../../lib/api-url";
import { Field } from "../forms/field";
import { FormFrame, honeypotValue } from "../forms/form-frame";
import { formRulesResolver } from "../forms/form-rules-resolver";
import { useRequestSender } from "../forms/use-request-sender";
import * as styles from "./contact-form.module.scss";

interface ContactFields extends ContactMessage {
  subject: ContactSubject;
}

const EMPTY_MESSAGE: ContactFields = { firstName: "", lastName: "", email: "", subject: "general", message: "" };

const resolver = formRulesResolver<ContactFields>(validateContactMessage);

interface ContactFormProps {
  /** The subject preselected by a link such as /contact-us/?subject=custom-trip. */
  initialSubject: ContactSubject;
}

/**
 * The contact form. With scripts running it checks the message, sends it to
 * the intake API and, once stored, confirms it on the page and clears the
 * form. Without them it is a plain HTML form posting to the same address,
 * which answers with a page of its own (worker/message-pages.ts).
 */
export function ContactForm({ initialSubject }: ContactFormProps) {
  const [sentBy, setSentBy] = React.useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ContactFields>({ defaultValues: EMPTY_MESSAGE, resolver });
  const { sending, failure, send } = useRequestSender(API_PATHS.messages, setError);

  // The static HTML knows no query string, so the requested subject is chosen
  // once the page runs in the browser (and again if the link changes).
  React.useEffect(() => setValue("subject", initialSubject), [initialSubject, setValue]);

  const submit = handleSubmit(async (values, event) => {
    setSentBy(null);
    const request = { ...values, [HONEYPOT_FIELD]: honeypotValue(event) };
    if (!(await send(request, JSON.stringify(request)))) return;
    setSentBy(values.firstName.trim());
    reset();
  });

  return (
    <FormFrame
      className={styles.form}
      onSubmit={submit}
      action={apiUrl(API_PATHS.messages)}
      method="post"
      submitLabel="Send message"
      sending={sending}
      failure={failure}
      aria-labelledby="contact-form-title"
      header={
        <h2 id="contact-form-title" className={styles.title}>
          Send us a message
        </h2>
      }
      footer={
        <p role="status" className={styles.success}>
          {sentBy === null
            ? ""
            : `Thank you${sentBy ? `, ${sentBy}` : ""}! Your message has been received. We will reply within 24 hours.`}
        </p>
      }
    >
      <div className={styles.pair}>
        <Field label="First name" error={errors.firstName?.message}>
          {(control) => <input {...control} {...register("firstName")} type="text" autoComplete="given-name" />}
        </Field>
        <Field label="Last name" optional error={errors.lastName?.message}>
          {(control) => <input {...control} {...register("lastName")} type="text" autoComplete="family-name" />}
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} {...register("email")} type="email" autoComplete="email" />}
      </Field>
      <Field label="Subject">
        {(control) => (
          <select {...control} {...register("subject")}>
            {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(control) => <textarea {...control} {...register("message")} rows={6} />}
      </Field>
    </FormFrame>
  );
}
