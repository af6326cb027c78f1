import * as styles from "./previews.module.scss";

/** Shown in place of a preview while the entry breaks the build's rules: the build's own messages. */
export function EntryProblems({ problems }: { problems: string[] }) {
  return (
    <section className={styles.problems} aria-labelledby="entry-problems-heading">
      <h2 id="entry-problems-heading">The preview appears once the entry follows the site&apos;s rules</h2>
      <p>The site would not publish it as it stands:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
