import { graphql } from "gatsby";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { messageParts } from "../../../content/fill-message";
import { formatLongDate, formatPostedAgo } from "../../../content/format";
import type { EmploymentType } from "../../../content/jobs";
import { jobPath } from "../../../content/routes.mjs";
import type { DialogTriggerProps } from "../dialog/lazy-dialog";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import { LocalLink } from "../ui/local-link";
import { JobActionLabel } from "./job-action-label";
import * as styles from "./job-card.module.scss";

export type Job = Queries.JobCardFragment;

interface JobCardProps {
  job: Job;
  /** When the site was built: the static HTML says how long ago a job was posted as of then. */
  builtAt: string;
  /** Makes Apply open the application dialog for this job. */
  applyTrigger: DialogTriggerProps;
}

/** A job with its type, place and how long ago it was posted. */
export function JobCard({ job, builtAt, applyTrigger }: JobCardProps) {
  const now = useNowAfterHydration(builtAt);
  const messages = useMessages("careers");
  const lang = usePageLanguage();
  const titleId = `job-${job.slug}-title`;
  const postedAgo = (
    <time key="time" dateTime={job.postedOn} title={formatLongDate(job.postedOn, lang)}>
      {formatPostedAgo(job.postedOn, now, lang)}
    </time>
  );
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        {/* The content check allows only these types in data/jobs/. */}
        <span className={styles.type}>{messages.employmentTypes[job.type as EmploymentType]}</span>
        <span className={styles.posted}>{messageParts(messages.postedAgo, { time: postedAgo })}</span>
      </div>
      <h3 id={titleId} className={styles.title}>
        <LocalLink to={jobPath(job.slug)} className={styles.titleLink}>
          {job.title}
        </LocalLink>
      </h3>
      <p className={styles.location}>
        <Icon name="mapPin" size={16} />
        {job.location}
      </p>
      <p className={styles.summary}>{job.summary}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("secondary")} {...applyTrigger}>
          <JobActionLabel
            template={messages.applyFor}
            action={messages.apply}
            title={job.title}
            hiddenClassName={styles.visuallyHidden}
          />
        </button>
        <LocalLink to={jobPath(job.slug)} className={styles.details}>
          <JobActionLabel
            template={messages.roleDetailsFor}
            action={messages.roleDetails}
            title={job.title}
            hiddenClassName={styles.visuallyHidden}
          />
        </LocalLink>
      </div>
    </article>
  );
}

/**
 * The build time during server rendering and hydration (so the markup matches),
 * then the visitor's clock, so 'posted 2 days ago' stays true long after a build.
 */
function useNowAfterHydration(builtAt: string): Date {
  return useHydrated() ? new Date() : new Date(builtAt);
}

export const jobCardFragment = graphql`
  fragment JobCard on JobsJson {
    slug
    title
    location
    type
    postedOn
    summary
  }
`;
