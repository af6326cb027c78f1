import * as styles from "./logo.module.scss";

/** The Safarnama wordmark with its sun-over-ridges mark. */
export function Logo({ name, tone = "dark" }: { name: string; tone?: "dark" | "light" }) {
  return (
    <span className={`${styles.logo} ${styles[tone]}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="20" fill="#0f5e63" />
        <circle cx="26" cy="15" r="6" fill="#f7c85c" />
        <path d="M4 30 14 17l6 7 5-5 11 11a20 20 0 0 1-32 0Z" fill="#fff6e6" />
        <path d="M14 17l3.5 4.5-3.5-1-3 2Z" fill="#f2a541" />
      </svg>
      <span className={styles.word}>{name}</span>
    </span>
  );
}
