import { fillMessage } from "../../../content/fill-message";
import type { EmploymentType } from "../../../content/jobs";
import { useMessages } from "../../hooks/use-messages";
import { FormDialog } from "../dialog/form-dialog";
import type { DialogProps } from "../dialog/lazy-dialog";
import { JobApplicationForm } from "./job-application-form";
import type { ApplicationSubject } from "./application-subject";

/** The application dialog for one job; loaded on first use through useJobApplicationDialog. */
export default function JobApplicationDialog({ subject: job, onClose }: DialogProps<ApplicationSubject>) {
  const messages = useMessages("application");
  const { employmentTypes } = useMessages("careers");
  return (
    <FormDialog
      title={fillMessage(messages.title, { job: job.title })}
      description={`${employmentTypes[job.type as EmploymentType]} · ${job.location}`}
      successMessage={messages.submitted}
      onClose={onClose}
    >
      {(onSubmitted) => <JobApplicationForm job={job} onSubmitted={onSubmitted} />}
    </FormDialog>
  );
}
