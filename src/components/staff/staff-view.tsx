import * as React from "react";
import { staffApi, type DepartureSeats } from "../../../requests/staff";
import type { StaffList, StaffMemberLine } from "../../../requests/staff-roles";
import { StaffChanges } from "./staff-changes";
import { StaffMemberForm } from "./staff-member-form";
import { StaffMembers } from "./staff-members";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/** A trip's title by its slug, from the scheduled departures and the departures leads hold. */
function tripTitles(list: StaffList, scheduled: DepartureSeats[]): (trip: string) => string | null {
  const titles = new Map<string, string>();
  for (const departure of scheduled) titles.set(departure.trip.slug, departure.trip.title);
  for (const member of list.members) {
    for (const departure of member.departures) if (departure.title) titles.set(departure.trip, departure.title);
  }
  return (trip) => titles.get(trip) ?? null;
}

/**
 * The owners' staff page: who may use the desk with their roles and the departures they lead, a form
 * to add someone or change what they hold, and the newest changes.
 */
export function StaffView() {
  const [state, reload, replace] = useStaffData<StaffList>(staffApi.staff);
  const [departures, reloadDepartures] = useStaffData<DepartureSeats[]>(staffApi.departures);
  // Each Edit mounts the form afresh with that person's holdings, even the same person's again.
  const [editing, setEditing] = React.useState<{ member: StaffMemberLine | null; round: number }>({
    member: null,
    round: 0,
  });
  const edit = (member: StaffMemberLine) => setEditing(({ round }) => ({ member, round: round + 1 }));

  return (
    <>
      <ViewHeading>Staff</ViewHeading>
      <p className={styles.meaning}>
        Cloudflare Access decides who can sign in to the desk; the roles here decide what each person sees and does
        there.
      </p>
      <StaffState state={state} what="the staff" onRetry={reload}>
        {(list) => (
          <>
            <StaffMembers members={list.members} onEdit={edit} onChanged={replace} />
            <StaffMemberForm
              key={editing.round}
              member={editing.member}
              members={list.members}
              departures={departures}
              onRetryDepartures={reloadDepartures}
              onSaved={replace}
            />
            <StaffChanges
              changes={list.changes}
              titleOf={tripTitles(list, departures.outcome === "ok" ? departures.data : [])}
            />
          </>
        )}
      </StaffState>
    </>
  );
}
