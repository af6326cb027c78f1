import { useForm } from "react-hook-form";
import { API_PATHS } from "../../../content/routes.mjs";
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, validateJobApplication } from "../../../requests/form-rules";
import { HONEYPOT_FIELD } from "../../../requests/intake";
import type { OnSubmitted } from "../dialog/form-dialog";
import { Field } from "../forms/field";
import { FormFrame, honeypotValue } from "../forms/form-frame";
import { NameAndEmailFields } from "../forms/name-and-email-fields";
import { formRulesResolver } from "../forms/form-rules-resolver";
import { useRequestSender } from "../forms/use-request-sender";
import { useServerFieldErrors } from "../forms/server-field-errors";

/** The form's own values: the file input gives a FileList, of which the first file is the resume. */
interface ApplicationFields {
  fullName: string;
  email: string;
  resume: FileList | null;
  coverLetter: string;
}

const EMPTY_APPLICATION: ApplicationFields = { fullName: "", email: "", resume: null, coverLetter: "" };

const resolver = formRulesResolver<ApplicationFields>((values) =>
  validateJobApplication({ ...values, resume: values.resume?.[0] }),
);

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
    onSubmitted(
      `Thank you, ${fullName.trim()}. Our hiring team reads every application for ${job.title} and will write to ${email.trim()} within a week.`,
    );
  });

  return (
    <FormFrame onSubmit={submit} submitLabel="Submit application" sending={sending} failure={failure}>
      <NameAndEmailFields register={register} errors={errors} />
      <Field
        label="Resume"
        hint={`PDF, DOC or DOCX, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB`}
        error={errors.resume?.message}
      >
        {(control) => <input {...control} {...register("resume")} type="file" accept={ACCEPTED_RESUMES} />}
      </Field>
      <Field label="Cover letter" optional error={errors.coverLetter?.message}>
        {(control) => <textarea {...control} {...register("coverLetter")} rows={5} />}
      </Field>
    </FormFrame>
  );
}
