import { ROUTES } from "../../../content/routes.mjs";
import { fillMessage } from "../../../content/fill-message";
import type { EmploymentType } from "../../../content/jobs";
import { useMessages } from "../../hooks/use-messages";
import type { JobFacts } from "../../lib/structured-data";
import { BackLink } from "../ui/back-button";
import { PageBanner } from "../ui/page-banner";
import { JobApplyPanel } from "./job-apply-panel";
import { JobDetails } from "./job-details";
import * as styles from "./job-page-body.module.scss";

/** What a job's page shows: the page query's fields, and the content editor's preview's. */
export type JobPageJob = JobFacts & { location: string };

/** A job page's own sections: the banner, the role, and Apply beside it. */
export function JobPageBody({ job }: { job: JobPageJob }) {
  const messages = useMessages("careers");
  return (
    <>
      <PageBanner
        before={<BackLink to={ROUTES.careers}>{messages.allOpenings}</BackLink>}
        eyebrow={fillMessage(messages.jobEyebrow, { type: messages.employmentTypes[job.type as EmploymentType] })}
        title={job.title}
        intro={job.summary}
      />
      <div className={styles.layout}>
        <JobDetails
          description={job.description}
          responsibilities={job.responsibilities}
          requirements={job.requirements}
        />
        <JobApplyPanel job={job} />
      </div>
    </>
  );
}
