import { JobCard, type Job } from "./job-card";
import { useJobApplicationDialog } from "./use-job-application-dialog";
import * as styles from "./job-list.module.scss";

/** Every job, each with an Apply button that opens the application dialog. */
export function JobList({ jobs, builtAt }: { jobs: readonly Job[]; builtAt: string }) {
  const application = useJobApplicationDialog();
  return (
    <>
      <ul className={styles.jobs}>
        {jobs.map((job) => (
          <li key={job.slug}>
            <JobCard job={job} builtAt={builtAt} applyTrigger={application.triggerFor(job)} />
          </li>
        ))}
      </ul>
      {application.dialog}
    </>
  );
}
