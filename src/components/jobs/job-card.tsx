import { graphql, Link } from "gatsby";
import { useHydrated } from "../../hooks/use-hydrated";
import { formatLongDate, formatPostedAgo } from "../../../content/format";
import { jobPath } from "../../../content/routes.mjs";
import type { DialogTriggerProps } from "../dialog/lazy-dialog";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
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
  const titleId = `job-${job.slug}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <span className={styles.type}>{job.type}</span>
        <span className={styles.posted}>
          Posted{" "}
          <time dateTime={job.postedOn} title={formatLongDate(job.postedOn)}>
            {formatPostedAgo(job.postedOn, now)}
          </time>
        </span>
      </div>
      <h3 id={titleId} className={styles.title}>
        <Link to={jobPath(job.slug)} className={styles.titleLink}>
          {job.title}
        </Link>
      </h3>
      <p className={styles.location}>
        <Icon name="mapPin" size={16} />
        {job.location}
      </p>
      <p className={styles.summary}>{job.summary}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("secondary")} {...applyTrigger}>
          Apply<span className={styles.visuallyHidden}> for {job.title}</span>
        </button>
        <Link to={jobPath(job.slug)} className={styles.details}>
          Role details<span className={styles.visuallyHidden}> for {job.title}</span>
        </Link>
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
