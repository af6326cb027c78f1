import * as React from "react";
import { ROUTES } from "../../../content/routes.mjs";
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
  return (
    <div className={styles.view} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again, or go back to the home page.</p>
      <pre className={styles.message}>{message}</pre>
      {/* A full page load, not client navigation: the app may be in a broken state. */}
      <a href={ROUTES.home} className={styles.home}>
        Go to the home page
      </a>
    </div>
  );
}
