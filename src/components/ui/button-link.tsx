import type * as React from "react";
import { LocalLink } from "./local-link";
import { buttonClass, type ButtonVariant } from "./button";

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
    <LocalLink to={to} className={buttonClass(variant, className)} onClick={onClick}>
      {children}
    </LocalLink>
  );
}
