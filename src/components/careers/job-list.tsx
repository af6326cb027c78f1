import { JobCard, type Job } from "./job-card";
import * as styles from "./job-list.module.scss";

export function JobList({ jobs, builtAt }: { jobs: readonly Job[]; builtAt: string }) {
  return (
    <ul className={styles.jobs}>
      {jobs.map((job) => (
        <li key={job.jsonId}>
          <JobCard job={job} builtAt={builtAt} />
        </li>
      ))}
    </ul>
  );
}
