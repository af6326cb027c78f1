import * as React from "react";
import { localePath, ROUTES } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import * as styles from "./error-boundary.module.scss";

interface ErrorBoundaryProps {
  /** When this changes (e.g. the visitor navigates), a caught error is cleared. */
  resetKey: string;
  children: React.ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches render errors anywhere below it and shows a readable error view
 * instead of a blank page. Navigating elsewhere (a new resetKey) clears the
 * error without remounting the healthy tree on every navigation.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error("Render error caught by ErrorBoundary:", error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorView message={this.state.error.message} />;
    return this.props.children;
  }
}

export function ErrorView({ message }: { message: string }) {
  const messages = useMessages("layout");
  const lang = usePageLanguage();
  return (
    <div className={styles.view} role="alert">
      <h1 className={styles.title}>{messages.errorTitle}</h1>
      <p>{messages.errorText}</p>
      <pre className={styles.message}>{message}</pre>
      {/* A full page load, not client navigation: the app may be in a broken state. */}
      <a href={localePath(lang, ROUTES.home)} className={styles.home}>
        {messages.errorHomeLink}
      </a>
    </div>
  );
}
