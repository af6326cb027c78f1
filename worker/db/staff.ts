// Who is staff and what they hold (migrations/0011_staff_roles.sql): a person's roles and the departures
// they lead, the whole list for the owners' staff page, and an owner's change to one person, written in
// one batch with its line in the staff changes' log.
import type { AssignedDeparture, StaffRole } from "../../requests/staff-roles";
import type { LeadDepartureRow, StaffChangeRow, StaffRoleRow } from "./rows";

/** The roles `email` holds in D1 (not those of the STAFF_OWNERS setting). */
export async function rolesOf(db: D1Database, email: string): Promise<StaffRole[]> {
  const { results } = await db
    .prepare("SELECT role FROM staff_roles WHERE email = ? ORDER BY role")
    .bind(email)
    .all<Pick<StaffRoleRow, "role">>();
  return results.map((row) => row.role);
}

/** The departures `email` leads, soonest first. */
export async function departuresLedBy(db: D1Database, email: string): Promise<AssignedDeparture[]> {
  const { results } = await db
    .prepare(
      "SELECT trip_slug, departure_start FROM lead_departures WHERE email = ? ORDER BY departure_start, trip_slug",
    )
    .bind(email)
    .all<Pick<LeadDepartureRow, "trip_slug" | "departure_start">>();
  return results.map((row) => ({ trip: row.trip_slug, startDate: row.departure_start }));
}

/** Every role and every lead's departure, for the staff page. */
export async function allStaff(db: D1Database) {
  const [roles, departures] = await db.batch([
    db.prepare("SELECT email, role FROM staff_roles ORDER BY email, role"),
    db.prepare("SELECT email, trip_slug, departure_start FROM lead_departures ORDER BY email, departure_start"),
  ]);
  return {
    roles: roles.results as Pick<StaffRoleRow, "email" | "role">[],
    departures: departures.results as Pick<LeadDepartureRow, "email" | "trip_slug" | "departure_start">[],
  };
}

/** The newest `limit` changes to the staff. */
export async function recentStaffChanges(db: D1Database, limit: number): Promise<StaffChangeRow[]> {
  const { results } = await db
    .prepare("SELECT id, at, changed_by, email, holds FROM staff_changes ORDER BY id DESC LIMIT ?")
    .bind(limit)
    .all<StaffChangeRow>();
  return results;
}

/** A person's roles and departures after an owner's change; no roles at all removes them from the staff. */
export interface StaffHoldings {
  email: string;
  roles: readonly StaffRole[];
  departures: readonly AssignedDeparture[];
}

/**
 * Replaces what `holdings.email` holds with `holdings`, and logs the change with who made it and when,
 * in one batch: the change and its line are written together or not at all. The statements' count grows
 * with the departures (one each); the caller holds them to D1's limits.
 */
export async function saveStaffHoldings(db: D1Database, holdings: StaffHoldings, changedBy: string, at: string) {
  const { email, roles, departures } = holdings;
  await db.batch([
    db.prepare("DELETE FROM staff_roles WHERE email = ?").bind(email),
    db.prepare("DELETE FROM lead_departures WHERE email = ?").bind(email),
    ...roles.map((role) =>
      db
        .prepare("INSERT INTO staff_roles (email, role, added_by, added_at) VALUES (?, ?, ?, ?)")
        .bind(email, role, changedBy, at),
    ),
    ...departures.map((departure) =>
      db
        .prepare(
          `INSERT INTO lead_departures (email, trip_slug, departure_start, assigned_by, assigned_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .bind(email, departure.trip, departure.startDate, changedBy, at),
    ),
    db
      .prepare("INSERT INTO staff_changes (at, changed_by, email, holds) VALUES (?, ?, ?, ?)")
      .bind(at, changedBy, email, JSON.stringify({ roles, departures })),
  ]);
}

/** The trip and departure of request `id`, to tell whether a lead leads it. */
export const departureOfRequest = (db: D1Database, id: string) =>
  db
    .prepare("SELECT trip_slug, departure_start FROM requests WHERE id = ?")
    .bind(id)
    .first<{ trip_slug: string | null; departure_start: string | null }>();
