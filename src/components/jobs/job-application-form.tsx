import * as React from "react";
import { useForm } from "react-hook-form";
import { fillMessage } from "../../../content/fill-message";
import { API_PATHS } from "../../../content/routes.mjs";
import {
  formatMegabytes,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  validateJobApplication,
} from "../../../requests/form-rules";
import { HONEYPOT_FIELD } from "../../../requests/intake";
import { useMessages } from "../../hooks/use-messages";
import type { OnSubmitted } from "../dialog/form-dialog";
import { Field } from "../forms/field";
import { FormFrame, honeypotValue } from "../forms/form-frame";
import { NameAndEmailFields } from "../forms/name-and-email-fields";
import { formRulesResolver } from "../forms/form-rules-resolver";
import { useRequestSender } from "../forms/use-request-sender";
import { useServerFieldErrors } from "../forms/server-field-errors";
import { useRuleWords } from "../forms/use-rule-words";

/** The form's own values: the file input gives a FileList, of which the first file is the resume. */
interface ApplicationFields {
  fullName: string;
  email: string;
  resume: FileList | null;
  coverLetter: string;
}

const EMPTY_APPLICATION: ApplicationFields = { fullName: "", email: "", resume: null, coverLetter: "" };

// A hint for the file picker only: people can still choose any file, which the rules then check.
const ACCEPTED_RESUMES = [
  ...RESUME_EXTENSIONS.map((extension) => `.${extension}`),
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

interface JobApplicationFormProps {
  job: { slug: string; title: string };
  /** Called once the agency has stored the application and its resume. */
  onSubmitted: OnSubmitted;
}

export function JobApplicationForm({ job, onSubmitted }: JobApplicationFormProps) {
  const messages = useMessages("application");
  const words = useRuleWords();
  const resolver = React.useMemo(
    () =>
      formRulesResolver<ApplicationFields>((values) =>
        validateJobApplication(words, { ...values, resume: values.resume?.[0] }),
      ),
    [words],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationFields>({ defaultValues: EMPTY_APPLICATION, resolver });
  const { sending, failure, send } = useRequestSender(API_PATHS.applications, useServerFieldErrors(setError));

  const submit = handleSubmit(async ({ fullName, email, coverLetter, resume }, event) => {
    const file = resume![0];
    const request = new FormData();
    request.set("job", job.slug);
    request.set("fullName", fullName);
    request.set("email", email);
    request.set("coverLetter", coverLetter);
    request.set("resume", file, file.name);
    request.set(HONEYPOT_FIELD, honeypotValue(event));
    const values = JSON.stringify([job.slug, fullName, email, coverLetter, file.name, file.size, file.lastModified]);
    if (!(await send(request, values))) return;
    onSubmitted(fillMessage(messages.thanks, { name: fullName.trim(), job: job.title, email: email.trim() }));
  });

  return (
    <FormFrame onSubmit={submit} submitLabel={messages.submit} sending={sending} failure={failure}>
      <NameAndEmailFields register={register} errors={errors} />
      <Field
        label={messages.resume}
        hint={fillMessage(messages.resumeHint, {
          formats: words.messages.resumeFormats,
          maxSize: formatMegabytes(RESUME_MAX_BYTES),
        })}
        error={errors.resume?.message}
      >
        {(control) => <input {...control} {...register("resume")} type="file" accept={ACCEPTED_RESUMES} />}
      </Field>
      <Field label={messages.coverLetter} optional error={errors.coverLetter?.message}>
        {(control) => <textarea {...control} {...register("coverLetter")} rows={5} />}
      </Field>
    </FormFrame>
  );
}
