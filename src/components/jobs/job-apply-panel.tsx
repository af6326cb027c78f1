import { formatLongDate } from "../../../content/format";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import type { ApplicationSubject } from "./application-subject";
import { useJobApplicationDialog } from "./use-job-application-dialog";
import * as styles from "./job-apply-panel.module.scss";

interface JobApplyPanelProps {
  job: ApplicationSubject & { workplace: string; postedOn: string; validThrough: string };
}

/** The facts of a job beside its description, and Apply (the same dialog as on /careers/). */
export function JobApplyPanel({ job }: JobApplyPanelProps) {
  const application = useJobApplicationDialog();
  return (
    <aside className={styles.panel} aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={styles.title}>
        Apply for this role
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Icon name="briefcase" size={16} /> Type
          </dt>
          <dd>
            {job.type}, {job.workplace.toLowerCase()}
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mapPin" size={16} /> Location
          </dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>
            <Icon name="calendar" size={16} /> Posted
          </dt>
          <dd>
            <time dateTime={job.postedOn}>{formatLongDate(job.postedOn)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={16} /> Apply by
          </dt>
          <dd>
            <time dateTime={job.validThrough}>{formatLongDate(job.validThrough)}</time>
          </dd>
        </div>
      </dl>
      <button type="button" className={buttonClass("primary", styles.apply)} {...application.triggerFor(job)}>
        Apply<span className={styles.visuallyHidden}> for {job.title}</span>
      </button>
      {application.dialog}
    </aside>
  );
}
