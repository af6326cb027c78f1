import type * as React from "react";
import { Link } from "gatsby";
import * as styles from "./button.module.scss";

export type ButtonVariant = "primary" | "secondary" | "outline" | "light";

/** A class list for anything that should look like a button (links and real buttons). */
export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(" ");
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: React.ReactNode;
  onClick?: () => void;
}

/** An internal link styled as a button. */
export function ButtonLink({ to, variant = "primary", className, children, onClick }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
