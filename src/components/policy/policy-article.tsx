import { messageParts } from "../../../content/fill-message";
import { formatLongDate } from "../../../content/format";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import * as styles from "./policy-article.module.scss";

export type Policy = NonNullable<Queries.PolicyPageQuery["policy"]>;

/** A policy text: its sections with a table of contents, and when it was last updated. */
export function PolicyArticle({ policy }: { policy: Policy }) {
  const messages = useMessages("policy");
  const lang = usePageLanguage();
  // An anchor set in the data is a link target other pages rely on; the rest are numbered.
  const sections = policy.sections.map((section, index) => ({
    ...section,
    anchor: section.anchor ?? `section-${index + 1}`,
  }));
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          {messages.onThisPage}
        </h2>
        <ul>
          {sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article}>
        <p className={styles.updated}>
          {messageParts(messages.lastUpdated, {
            date: (
              <time key="date" dateTime={policy.updated}>
                {formatLongDate(policy.updated, lang)}
              </time>
            ),
          })}
        </p>
        {sections.map((section) => (
          <section key={section.anchor} id={section.anchor} aria-labelledby={`${section.anchor}-heading`}>
            <h2 id={`${section.anchor}-heading`} className={styles.heading}>
              {section.heading}
            </h2>
            {/* Static text that never reorders, so the position is a stable key. */}
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {section.points.length > 0 ? (
              <ul className={styles.points}>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}
