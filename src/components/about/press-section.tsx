import { Section } from "../ui/section";
import * as styles from "./press-section.module.scss";

interface PressSectionProps {
  heading: string;
  text: string;
  facts: readonly string[];
  email: string;
}

/** Where the footer's Press link lands: a media contact and quick facts. */
export function PressSection({ heading, text, facts, email }: PressSectionProps) {
  return (
    <Section id="press" eyebrow="Press" title={heading} intro={text}>
      <div className={styles.press}>
        <div>
          <h3 className={styles.pressTitle}>Fact sheet</h3>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
        <div className={styles.pressContact}>
          <h3 className={styles.pressTitle}>Media enquiries</h3>
          <p>
            Write to <a href={`mailto:${email}`}>{email}</a>. We answer press requests within one working day.
          </p>
        </div>
      </div>
    </Section>
  );
}
