import { graphql } from "gatsby";
import { useMessages } from "../../hooks/use-messages";
import { Section } from "../ui/section";
import * as styles from "./faq-list.module.scss";

export type Faq = Queries.FaqEntryFragment;

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader friendly for free). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const messages = useMessages("contact");
  return (
    <Section id="faq" tone="sand" eyebrow={messages.faqEyebrow} title={messages.faqTitle}>
      <div className={styles.list}>
        {faqs.map((faq) => (
          <details key={faq.id} className={styles.item}>
            <summary className={styles.question}>{faq.question}</summary>
            <p className={styles.answer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export const faqEntryFragment = graphql`
  fragment FaqEntry on FaqsJsonFaqs {
    id
    question
    answer
  }
`;
