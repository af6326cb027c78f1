import { jobSchema } from "../../../gatsby/content/schemas";
import { JobApplyPanel } from "../../components/careers/job-apply-panel";
import { JobDetails } from "../../components/careers/job-details";
import { JobList } from "../../components/careers/job-list";
import { BackLink } from "../../components/ui/back-button";
import { PageBanner } from "../../components/ui/page-banner";
import { ROUTES } from "../../lib/routes";
import * as page from "../../templates/job-page.module.scss";
import { EntryProblems } from "./entry-problems";
import { checkEntry, entryData, type PreviewProps } from "./preview-props";
import * as styles from "./previews.module.scss";

/** A job entry as the site shows it: its card on /careers/, then its page. */
export function JobPreview(props: PreviewProps) {
  const checked = checkEntry(jobSchema, entryData(props));
  if (!checked.ok) return <EntryProblems problems={checked.problems} />;
  const job = checked.value;
  return (
    <>
      <p className={styles.label}>Its card on the careers page</p>
      <div className={styles.card}>
        <JobList jobs={[job]} builtAt={new Date().toISOString()} />
      </div>
      <p className={styles.label}>Its page</p>
      <PageBanner
        before={<BackLink to={ROUTES.careers}>All openings</BackLink>}
        eyebrow={`Careers · ${job.type}`}
        title={job.title}
        intro={job.summary}
      />
      <div className={page.layout}>
        <JobDetails description={job.description} responsibilities={job.responsibilities} requirements={job.requirements} />
        <JobApplyPanel job={job} />
      </div>
    </>
  );
}
