import { fillMessage } from "../../../content/fill-message";
import { formatLongDate } from "../../../content/format";
import type { EmploymentType, Workplace } from "../../../content/jobs";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import type { ApplicationSubject } from "./application-subject";
import { JobActionLabel } from "./job-action-label";
import { useJobApplicationDialog } from "./use-job-application-dialog";
import * as styles from "./job-apply-panel.module.scss";

interface JobApplyPanelProps {
  job: ApplicationSubject & { workplace: string; postedOn: string; validThrough: string };
}

/** The facts of a job beside its description, and Apply (the same dialog as on /careers/). */
export function JobApplyPanel({ job }: JobApplyPanelProps) {
  const application = useJobApplicationDialog();
  const messages = useMessages("careers");
  const lang = usePageLanguage();
  // The content check allows only the listed types and workplaces in data/jobs/.
  const typeAndWorkplace = fillMessage(messages.typeAndWorkplace, {
    type: messages.employmentTypes[job.type as EmploymentType],
    workplace: messages.workplaces[job.workplace as Workplace],
  });
  return (
    <aside className={styles.panel} aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={styles.title}>
        {messages.applyPanelTitle}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Icon name="briefcase" size={16} /> {messages.typeLabel}
          </dt>
          <dd>{typeAndWorkplace}</dd>
        </div>
        <div>
          <dt>
            <Icon name="mapPin" size={16} /> {messages.locationLabel}
          </dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>
            <Icon name="calendar" size={16} /> {messages.postedLabel}
          </dt>
          <dd>
            <time dateTime={job.postedOn}>{formatLongDate(job.postedOn, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={16} /> {messages.applyByLabel}
          </dt>
          <dd>
            <time dateTime={job.validThrough}>{formatLongDate(job.validThrough, lang)}</time>
          </dd>
        </div>
      </dl>
      <button type="button" className={buttonClass("primary", styles.apply)} {...application.triggerFor(job)}>
        <JobActionLabel
          template={messages.applyFor}
          action={messages.apply}
          title={job.title}
          hiddenClassName={styles.visuallyHidden}
        />
      </button>
      {application.dialog}
    </aside>
  );
}
