import { useForm } from "react-hook-form";
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, validateJobApplication } from "../../../requests/form-rules";
import type { OnSubmitted } from "../dialog/form-dialog";
import { Field } from "../forms/field";
import { FormFrame } from "../forms/form-frame";
import { formRulesResolver } from "../forms/form-rules-resolver";

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
  jobTitle: string;
  /** Called once the application is valid. Nothing is uploaded. */
  onSubmitted: OnSubmitted;
}

export function JobApplicationForm({ jobTitle, onSubmitted }: JobApplicationFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplicationFields>({ defaultValues: EMPTY_APPLICATION, resolver });

  const submit = handleSubmit(({ fullName, email }) =>
    onSubmitted(
      `Thank you, ${fullName.trim()}. Our hiring team reads every application for ${jobTitle} and will write to ${email.trim()} within a week.`,
    ),
  );

  return (
    <FormFrame onSubmit={submit} submitLabel="Submit application">
      <Field label="Full name" error={errors.fullName?.message}>
        {(control) => <input {...control} {...register("fullName")} type="text" autoComplete="name" data-autofocus />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} {...register("email")} type="email" autoComplete="email" />}
      </Field>
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
