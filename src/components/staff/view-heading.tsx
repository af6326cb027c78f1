import * as React from "react";
import * as styles from "./staff-desk.module.scss";

// How many times staff have moved within the desk since it loaded. After a
// move, the view's heading takes the focus as soon as it appears (some views
// show it only once their data has come), so a screen reader starts reading
// there and Tab continues from it; on the first load the page keeps its own.
const Moves = React.createContext(0);

export const MovesProvider = Moves.Provider;

/** A view's h1, focused when the view was reached by moving within the desk. */
export function ViewHeading({ children }: { children: React.ReactNode }) {
  const moves = React.useContext(Moves);
  const ref = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (moves > 0) ref.current?.focus();
  }, [moves]);
  return (
    <h1 className={styles.title} tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
