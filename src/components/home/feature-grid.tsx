import { graphql } from "gatsby";
import type { IconName } from "../../../content/icon-names";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { Section } from "../ui/section";
import * as styles from "./feature-grid.module.scss";

export type Feature = Queries.FeatureCardFragment;

/** 'Why travel with us': the feature cards from data/features.json. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  const messages = useMessages("home");
  return (
    <Section
      id="why-safarnama"
      tone="teal"
      eyebrow={messages.featuresEyebrow}
      title={messages.featuresTitle}
      intro={messages.featuresIntro}
    >
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.id} className={styles.card}>
            <span className={styles.icon}>
              {/* The content check allows only the site's icon names in data/. */}
              <Icon name={feature.icon as IconName} size={28} />
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const featureCardFragment = graphql`
  fragment FeatureCard on FeaturesJsonFeatures {
    id
    icon
    title
    description
  }
`;
