import * as React from "react";
import type { DeskAction, StaffSelf } from "../../../requests/staff-roles";

// Who the desk is open for, as the staff API's /me answered once the desk opened: every view asks it
// what to offer. The Worker refuses whatever their roles do not allow; the desk only hides it.
const DeskSelf = React.createContext<StaffSelf | null>(null);

export const DeskSelfProvider = DeskSelf.Provider;

/** Who is signed in at the desk: their email, roles, departures led and what they may do. */
export function useDeskSelf(): StaffSelf {
  const self = React.useContext(DeskSelf);
  if (!self) throw new Error("useDeskSelf is used outside the desk's DeskSelfProvider.");
  return self;
}

/** Whether the person at the desk may do `action`. */
export const useMay = (action: DeskAction): boolean => useDeskSelf().may.includes(action);
