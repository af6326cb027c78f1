import { messageParts } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
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
  const messages = useMessages("about");
  return (
    <Section id="press" eyebrow={messages.pressEyebrow} title={heading} intro={text}>
      <div className={styles.press}>
        <div>
          <h3 className={styles.pressTitle}>{messages.factSheet}</h3>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
        <div className={styles.pressContact}>
          <h3 className={styles.pressTitle}>{messages.mediaEnquiries}</h3>
          <p>
            {messageParts(messages.mediaContact, {
              email: (
                <a key="email" href={`mailto:${email}`}>
                  {email}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </Section>
  );
}
