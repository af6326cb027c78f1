import { jobSchema } from "../../../content/file-schemas";
import { JobList } from "../../components/jobs/job-list";
import { JobPageBody } from "../../components/jobs/job-page-body";
import { EntryProblems } from "./entry-problems";
import { PreviewPage } from "./preview-page";
import { checkEntry, entryData, type PreviewProps } from "./preview-props";
import * as styles from "./previews.module.scss";

/** A job entry as the site shows it: its card on /careers/, then its page. */
export function JobPreview(props: PreviewProps) {
  const checked = checkEntry(jobSchema, entryData(props));
  if (!checked.ok) return <EntryProblems problems={checked.problems} />;
  return (
    <PreviewPage>
      <p className={styles.label}>Its card on the careers page</p>
      <div className={styles.card}>
        <JobList jobs={[checked.value]} builtAt={new Date().toISOString()} />
      </div>
      <p className={styles.label}>Its page</p>
      <JobPageBody job={checked.value} />
    </PreviewPage>
  );
}
