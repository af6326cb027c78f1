import { useMessages } from "../../hooks/use-messages";
import * as styles from "./job-details.module.scss";

interface JobDetailsProps {
  description: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
}

/** The body of a job page: the role in prose, then what you will do and what we look for. */
export function JobDetails({ description, responsibilities, requirements }: JobDetailsProps) {
  const messages = useMessages("careers");
  return (
    <div className={styles.details}>
      <section aria-labelledby="role-heading">
        <h2 id="role-heading">{messages.aboutRole}</h2>
        {/* Static paragraphs that never reorder, so the position is a stable key. */}
        {description.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="responsibilities-heading">
        <h2 id="responsibilities-heading">{messages.whatYouWillDo}</h2>
        <ul>
          {responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="requirements-heading">
        <h2 id="requirements-heading">{messages.whatWeLookFor}</h2>
        <ul>
          {requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
