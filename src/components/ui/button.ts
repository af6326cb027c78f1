import * as styles from "./button.module.scss";

/** `seat`: a departure's button, primary or outline as its data-seat-state says (content/departures.ts). */
export type ButtonVariant = "primary" | "secondary" | "outline" | "light" | "seat";

/** A class list for anything that should look like a button: real buttons, and links styled as one. */
export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(" ");
}
