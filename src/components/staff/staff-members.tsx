import * as React from "react";
import { staffApi } from "../../../requests/staff";
import type { StaffList, StaffMemberChange, StaffMemberLine } from "../../../requests/staff-roles";
import { useDeskSelf } from "./desk-self";
import { postStaffJson, saidOf } from "./staff-client";
import { departureWords } from "./staff-holdings";
import * as styles from "./staff-desk.module.scss";

interface StaffMembersProps {
  members: StaffMemberLine[];
  /** Fills the form below with what `member` holds. */
  onEdit: (member: StaffMemberLine) => void;
  onChanged: (list: StaffList) => void;
}

interface RemovalProps {
  member: StaffMemberLine;
  onRemoved: (list: StaffList, message: string) => void;
  onCancel: () => void;
}

/** The step before taking someone off the staff: what it does, and a button that names them. */
function RemovalConfirm({ member, onRemoved, onCancel }: RemovalProps) {
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  // It appears in place of nothing: focus goes to its heading, so a screen reader reads what it asks.
  React.useEffect(() => {
    heading.current?.focus();
  }, []);
  const remove = async () => {
    setSaving(true);
    const change: StaffMemberChange = { email: member.email, roles: [], departures: [] };
    const answer = await postStaffJson<StaffList>(staffApi.staff, change);
    setSaving(false);
    const said = saidOf(answer, () => `Removed ${member.email} from the staff.`);
    if (answer.outcome === "ok") onRemoved(answer.data, said.message);
    else setFailure(said.message);
  };
  return (
    <div className={styles.notice} role="group" aria-labelledby="staff-remove-heading">
      <h3 id="staff-remove-heading" tabIndex={-1} ref={heading}>
        Remove {member.email} from the staff?
      </h3>
      <p>
        They lose every role{member.departures.length > 0 ? " and the departures they lead" : ""} at once, and the desk
        refuses them from their next click. Cloudflare Access may still let them sign in: take them off its policy too
        if they leave the agency.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={saving}
          aria-disabled={saving}
          onClick={() => void remove()}
        >
          {saving ? "Removing…" : `Yes, remove ${member.email}`}
        </button>
        <button type="button" className={styles.quietButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Everyone on the staff with their roles and the departures they lead, each with a way to change what
 * they hold and, after a confirmation, to take them off. An owner by the Worker's setting, and the
 * owner using the desk, cannot be taken off here: the Worker would refuse it.
 */
export function StaffMembers({ members, onEdit, onChanged }: StaffMembersProps) {
  const self = useDeskSelf();
  const [removing, setRemoving] = React.useState<StaffMemberLine | null>(null);
  // An object, so that removing a second person still moves focus to what says so.
  const [removed, setRemoved] = React.useState<{ message: string } | null>(null);
  const removedRef = React.useRef<HTMLParagraphElement>(null);
  const opener = React.useRef<HTMLButtonElement | null>(null);
  // The row whose button had focus is gone once its person is removed: focus goes to what says so.
  React.useEffect(() => {
    if (removed) removedRef.current?.focus();
  }, [removed]);

  const cancel = () => {
    setRemoving(null);
    opener.current?.focus();
  };

  return (
    <section aria-labelledby="staff-members-heading">
      <h2 id="staff-members-heading">On the staff: {members.length}</h2>
      {removed ? (
        <p className={styles.saved} role="status" tabIndex={-1} ref={removedRef}>
          {removed.message}
        </p>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must scroll it sideways on a phone */}
      <div className={styles.tableScroll} role="region" aria-label="Staff table" tabIndex={0}>
        <table className={`${styles.table} ${styles.wrapping}`}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Roles</th>
              <th scope="col">Departures led</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.email}>
                <th scope="row">{member.email}</th>
                <td>
                  {member.roles.join(", ")}
                  {member.ownerBySetting ? (
                    <span className={styles.cellNote}>
                      owner by the STAFF_OWNERS setting — change it in the Worker&apos;s settings
                    </span>
                  ) : null}
                </td>
                <td>
                  {member.departures.length === 0
                    ? "—"
                    : member.departures.map((departure) => departureWords(departure, departure.title)).join("; ")}
                </td>
                <td>
                  <div className={styles.actions}>
                    <button type="button" className={styles.quietButton} onClick={() => onEdit(member)}>
                      Edit<span className={styles.visuallyHidden}> {member.email}</span>
                    </button>
                    {member.ownerBySetting || member.email === self.email ? null : (
                      <button
                        type="button"
                        className={styles.quietButton}
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setRemoving(member);
                        }}
                      >
                        Remove from staff<span className={styles.visuallyHidden}> ({member.email})</span>
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {removing ? (
        <RemovalConfirm
          key={removing.email}
          member={removing}
          onCancel={cancel}
          onRemoved={(list, message) => {
            setRemoving(null);
            setRemoved({ message });
            onChanged(list);
          }}
        />
      ) : null}
    </section>
  );
}
