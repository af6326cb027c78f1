import * as React from "react";
import { staffApi, type DepartureSeats } from "../../../requests/staff";
import {
  ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  type AssignedDeparture,
  type StaffList,
  type StaffMemberChange,
  type StaffMemberLine,
  type StaffRole,
} from "../../../requests/staff-roles";
import { FailureAlert, type DeskFailure } from "./failure-alert";
import { postStaffJson, saidOf } from "./staff-client";
import { departureKey, departureWords } from "./staff-holdings";
import { StaffState } from "./staff-state";
import type { StaffData } from "./use-staff-data";
import * as styles from "./staff-desk.module.scss";

interface StaffMemberFormProps {
  /** Whose holdings fill the form (their Edit button); null for someone new. */
  member: StaffMemberLine | null;
  /** Everyone on the staff, to say when the email typed is an owner by the Worker's setting. */
  members: StaffMemberLine[];
  /** The scheduled departures, which a lead may be given. */
  departures: StaffData<DepartureSeats[]>;
  onRetryDepartures: () => void;
  onSaved: (list: StaffList) => void;
}

interface DepartureChoice extends AssignedDeparture {
  words: string;
}

/** The scheduled departures, and after them those the person leads that are no longer scheduled (they stay offered, to keep or untick). */
function departureChoices(scheduled: DepartureSeats[], member: StaffMemberLine | null): DepartureChoice[] {
  const choices = scheduled.map((departure) => ({
    trip: departure.trip.slug,
    startDate: departure.startDate,
    words: departureWords({ trip: departure.trip.slug, startDate: departure.startDate }, departure.trip.title),
  }));
  const keys = new Set(choices.map(departureKey));
  const earlier = (member?.departures ?? [])
    .filter((departure) => !keys.has(departureKey(departure)))
    .map((departure) => ({
      trip: departure.trip,
      startDate: departure.startDate,
      words: `${departureWords(departure, departure.title)} (no longer scheduled)`,
    }));
  return [...choices, ...earlier];
}

/**
 * One person's roles and, for a trip lead, the departures they lead: someone new by their Access
 * email, or someone on the staff filled in by their Edit button. What is saved is exactly what is
 * ticked; taking someone off the staff is the list's Remove, after its confirmation.
 */
export function StaffMemberForm(props: StaffMemberFormProps) {
  const { member, members, departures } = props;
  const [email, setEmail] = React.useState(member?.email ?? "");
  const [roles, setRoles] = React.useState<StaffRole[]>(member?.roles ?? []);
  const [led, setLed] = React.useState<AssignedDeparture[]>(
    member?.departures.map(({ trip, startDate }) => ({ trip, startDate })) ?? [],
  );
  const [emailMissing, setEmailMissing] = React.useState(false);
  const [rolesMissing, setRolesMissing] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<DeskFailure | null>(null);
  const [saved, setSaved] = React.useState<string | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const firstRoleRef = React.useRef<HTMLInputElement>(null);
  const id = React.useId();
  // Filled by an Edit button (the form is mounted afresh for it): the focus goes where the change starts.
  React.useEffect(() => {
    if (member) emailRef.current?.focus();
  }, [member]);

  const typed = email.trim().toLowerCase();
  const ownerBySetting = members.some((line) => line.email === typed && line.ownerBySetting);
  const leads = roles.includes("lead");

  const toggleRole = (role: StaffRole, ticked: boolean) => {
    setRolesMissing(false);
    setRoles((current) => STAFF_ROLES.filter((each) => (each === role ? ticked : current.includes(each))));
  };
  const toggleDeparture = (departure: AssignedDeparture, ticked: boolean) =>
    setLed((current) => [
      ...current.filter((each) => departureKey(each) !== departureKey(departure)),
      ...(ticked ? [{ trip: departure.trip, startDate: departure.startDate }] : []),
    ]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setEmailMissing(typed === "");
    setRolesMissing(roles.length === 0);
    if (typed === "") {
      emailRef.current?.focus();
      return;
    }
    if (roles.length === 0) {
      firstRoleRef.current?.focus();
      return;
    }
    setSaving(true);
    // Departures go only with the lead role: the Worker refuses them without it.
    const change: StaffMemberChange = { email: typed, roles, departures: leads ? led : [] };
    const answer = await postStaffJson<StaffList>(staffApi.staff, change);
    setSaving(false);
    const said = saidOf(answer, () => `Saved: ${typed} holds ${roles.join(", ")}.`);
    if (answer.outcome !== "ok") {
      setFailure({ message: said.message, stale: false });
      return;
    }
    setFailure(null);
    setEmail("");
    setRoles([]);
    setLed([]);
    setSaved(said.message);
    props.onSaved(answer.data);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add someone, or change what they hold</h2>
      <form
        className={styles.statusForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <div className={styles.note}>
          <label htmlFor={`${id}-email`}>Email they sign in with through Cloudflare Access</label>
          <input
            id={`${id}-email`}
            ref={emailRef}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailMissing(false);
            }}
            aria-invalid={emailMissing ? true : undefined}
            aria-describedby={emailMissing ? `${id}-email-error` : undefined}
          />
          {emailMissing ? (
            <span id={`${id}-email-error`} className={styles.fieldError}>
              Write the email they sign in with.
            </span>
          ) : null}
        </div>
        <fieldset aria-describedby={rolesMissing ? `${id}-roles-error` : undefined}>
          <legend>Roles</legend>
          {STAFF_ROLES.map((role, index) => (
            <div key={role} className={styles.choice}>
              <input
                type="checkbox"
                id={`${id}-role-${role}`}
                ref={index === 0 ? firstRoleRef : undefined}
                name="roles"
                value={role}
                checked={roles.includes(role)}
                onChange={(event) => toggleRole(role, event.target.checked)}
              />
              <label htmlFor={`${id}-role-${role}`}>
                <strong>{role}</strong> <span className={styles.meaning}>{ROLE_DESCRIPTIONS[role]}</span>
              </label>
            </div>
          ))}
          {rolesMissing ? (
            <p id={`${id}-roles-error`} className={styles.fieldError}>
              Tick at least one role. To take someone off the staff, use Remove from staff in the list.
            </p>
          ) : null}
          {ownerBySetting ? (
            <p className={styles.hint}>
              {typed} is an owner by the STAFF_OWNERS setting whatever is ticked here: change it in the Worker&apos;s
              settings.
            </p>
          ) : null}
        </fieldset>
        {leads ? (
          <fieldset>
            <legend>Departures they lead</legend>
            <StaffState state={departures} what="departures" onRetry={props.onRetryDepartures}>
              {(scheduled) => {
                const choices = departureChoices(scheduled, member);
                if (choices.length === 0) return <p className={styles.empty}>No departures are scheduled.</p>;
                return choices.map((choice) => {
                  const key = departureKey(choice);
                  return (
                    <div key={key} className={styles.choice}>
                      <input
                        type="checkbox"
                        id={`${id}-departure-${key}`}
                        name="departures"
                        value={key}
                        checked={led.some((each) => departureKey(each) === key)}
                        onChange={(event) => toggleDeparture(choice, event.target.checked)}
                      />
                      <label htmlFor={`${id}-departure-${key}`}>{choice.words}</label>
                    </div>
                  );
                });
              }}
            </StaffState>
          </fieldset>
        ) : null}
        <FailureAlert failure={failure} />
        {saved ? (
          <p className={styles.saved} role="status">
            {saved}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={saving} aria-disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </form>
    </section>
  );
}
