import * as React from "react";
import type { StaffSelf } from "../../../../requests/staff-roles";
import { forgetExpired } from "./kept-rosters";
import { sendAllWaiting } from "./roster-sync";

/**
 * Once the desk knows who is signed in: deletes the rosters kept on this phone that are past their
 * time, or (for someone who reads rosters only as a lead) of departures they no longer lead or kept by
 * someone else; then sends what waited for a connection.
 */
export function useKeptRostersTidy(self: StaffSelf | null) {
  React.useEffect(() => {
    if (!self) return;
    const leadOnly = !self.roles.some((role) => role === "owner" || role === "operations");
    forgetExpired(new Date(), leadOnly ? { email: self.email, departures: self.departures } : undefined);
    void sendAllWaiting();
  }, [self]);
}
