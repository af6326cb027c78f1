// The owners' staff page: everyone on the desk with their roles and a lead's departures, the
// changes made to them, and one change to one person, logged with who made it and when.
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueDeparture, catalogueTrip } from "../../requests/intake-catalogue";
import {
  ownersOfSetting,
  STAFF_ROLES,
  type StaffChangeLine,
  type StaffList,
  type StaffMemberChange,
  type StaffMemberLine,
} from "../../requests/staff-roles";
import { allStaff, recentStaffChanges, saveStaffHoldings } from "../db/staff";
import { Refusal } from "../platform/refusals";

/** How many of the newest changes the staff page lists. */
const CHANGES_LISTED = 50;

/** Everyone on the desk (the owners of STAFF_OWNERS among them), by email, and the newest changes. */
export async function staffList(db: D1Database, catalogue: IntakeCatalogue, ownersSetting: string | undefined) {
  const settingOwners = ownersOfSetting(ownersSetting);
  const [{ roles, departures }, changes] = await Promise.all([allStaff(db), recentStaffChanges(db, CHANGES_LISTED)]);
  const emails = [...new Set([...settingOwners, ...roles.map((row) => row.email)])].sort();
  const members: StaffMemberLine[] = emails.map((email) => {
    const held = roles.filter((row) => row.email === email).map((row) => row.role);
    const ownerBySetting = settingOwners.includes(email);
    return {
      email,
      roles: STAFF_ROLES.filter((role) => held.includes(role) || (role === "owner" && ownerBySetting)),
      ownerBySetting,
      departures: departures
        .filter((row) => row.email === email)
        .map((row) => ({
          trip: row.trip_slug,
          startDate: row.departure_start,
          title: catalogueTrip(catalogue, row.trip_slug)?.title ?? null,
        })),
    };
  });
  const changeLines: StaffChangeLine[] = changes.map((row) => {
    const holds = JSON.parse(row.holds) as Pick<StaffChangeLine, "roles" | "departures">;
    return { at: row.at, changedBy: row.changed_by, email: row.email, ...holds };
  });
  return { members, changes: changeLines } satisfies StaffList;
}

/**
 * Gives `change.email` exactly the roles and departures of `change`, for owner `by`: every departure
 * must be one of the catalogue's, and an owner cannot take their own owner role away (another owner
 * can), so the desk always keeps the owner who is using it.
 */
export async function changeStaffMember(
  db: D1Database,
  catalogue: IntakeCatalogue,
  change: StaffMemberChange,
  by: string,
  now: Date,
) {
  for (const departure of change.departures) {
    if (!catalogueDeparture(catalogue, departure.trip, departure.startDate)) {
      throw new Refusal(400, `There is no departure of ${departure.trip} on ${departure.startDate}.`);
    }
  }
  if (change.email === by && !change.roles.includes("owner")) {
    throw new Refusal(409, "You cannot take your own owner role away: ask another owner to.");
  }
  await saveStaffHoldings(db, change, by, now.toISOString());
}
