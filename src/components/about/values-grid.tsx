import type { IconName } from "../../../content/icon-names";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { Section } from "../ui/section";
import * as styles from "./values-grid.module.scss";

interface Value {
  icon: string;
  title: string;
  description: string;
}

/** The four values the company runs on. */
export function ValuesGrid({ values }: { values: readonly Value[] }) {
  const messages = useMessages("about");
  return (
    <Section id="values" tone="sand" eyebrow={messages.valuesEyebrow} title={messages.valuesTitle}>
      <ul className={styles.values}>
        {values.map((value) => (
          <li key={value.title} className={styles.value}>
            <span className={styles.valueIcon}>
              {/* The content check allows only the site's icon names in data/. */}
              <Icon name={value.icon as IconName} size={26} />
            </span>
            <h3 className={styles.valueTitle}>{value.title}</h3>
            <p className={styles.valueText}>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
