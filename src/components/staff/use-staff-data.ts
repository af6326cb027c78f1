import * as React from "react";
import { getStaffJson, type StaffAnswer } from "./staff-client";

export type StaffData<T> = StaffAnswer<T> | { outcome: "loading" };

/**
 * What the staff API answers at `path`, fetched again whenever `path` changes
 * or `reload` is called. A reload keeps the last answer on screen until the
 * new one arrives, so forms beneath it keep what staff typed.
 */
export function useStaffData<T>(path: string | null): [StaffData<T>, () => void, (data: T) => void] {
  const [state, setState] = React.useState<StaffData<T>>({ outcome: "loading" });
  const [round, setRound] = React.useState(0);
  const shownPath = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (path === null) return undefined;
    let current = true;
    if (shownPath.current !== path) setState({ outcome: "loading" });
    shownPath.current = path;
    void getStaffJson<T>(path).then((answer) => {
      if (current) setState(answer);
    });
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = React.useCallback(() => setRound((value) => value + 1), []);
  const replace = React.useCallback((data: T) => setState({ outcome: "ok", data }), []);
  return [state, reload, replace];
}
