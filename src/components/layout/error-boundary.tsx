import * as React from "react";
import { localePath, pathInLocale, ROUTES } from "../../../content/routes.mjs";
import type { Locale } from "../../../content/locales.mjs";
import { ERROR_VIEW_WORDS } from "./error-view-words";
import * as styles from "./error-boundary.module.scss";

interface ErrorBoundaryProps {
  /**
   * The address of the page inside: the error view speaks its language, and a
   * new one (the visitor navigates) clears a caught error without remounting the
   * healthy tree on every navigation. Without it (the boundary around Gatsby's
   * whole app, gatsby-hooks/hydrate-in-transition.ts), the view takes the
   * browser's address when it shows, and stays until the next full page load.
   */
  pathname?: string;
  children: React.ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches render errors anywhere below it and shows a readable error view
 * instead of a blank page. The view needs nothing from the page: no messages,
 * no layout, no static query, since the page's data may be what failed.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    console.error("Render error caught by ErrorBoundary:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    // A caught error shows only in the browser: React does not catch errors while rendering on the server.
    const { locale } = pathInLocale(this.props.pathname ?? window.location.pathname);
    return <ErrorView message={this.state.error.message} lang={locale} />;
  }
}

/** The error view, in the language given: its words live in code (error-view-words.ts), not in the page's data. */
export function ErrorView({ message, lang }: { message: string; lang: Locale }) {
  const words = ERROR_VIEW_WORDS[lang];
  return (
    <div className={styles.view} role="alert">
      <h1 className={styles.title}>{words.title}</h1>
      <p>{words.text}</p>
      <pre className={styles.message}>{message}</pre>
      {/* A full page load, not client navigation: the app may be in a broken state. */}
      <a href={localePath(lang, ROUTES.home)} className={styles.home}>
        {words.homeLink}
      </a>
    </div>
  );
}
