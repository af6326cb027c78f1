import { FormDialog } from "../dialog/form-dialog";
import type { DialogProps } from "../dialog/lazy-dialog";
import { JobApplicationForm } from "./job-application-form";
import type { ApplicationSubject } from "./application-subject";

/** The application dialog for one job; loaded on first use through useJobApplicationDialog. */
export default function JobApplicationDialog({ subject: job, onClose }: DialogProps<ApplicationSubject>) {
  return (
    <FormDialog
      title={`Apply for ${job.title}`}
      description={`${job.type} · ${job.location}`}
      successMessage="Application submitted successfully!"
      onClose={onClose}
    >
      {(onSubmitted) => <JobApplicationForm job={job} onSubmitted={onSubmitted} />}
    </FormDialog>
  );
}
