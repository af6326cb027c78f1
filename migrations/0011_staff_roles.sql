-- Who may do what at the staff desk (requests/staff-roles.ts). Cloudflare Access
-- says who someone is; these tables say what they may do. A person is staff
-- while they hold at least one role here, or while their email is in the
-- Worker's STAFF_OWNERS variable (the first owners, so a fresh deployment is
-- never locked out). Emails are kept lower-case.
CREATE TABLE staff_roles (
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'operations', 'accounts', 'lead')),
  added_by TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (email, role)
) STRICT;

-- The departures a trip lead leads: all a lead may see.
CREATE TABLE lead_departures (
  email TEXT NOT NULL,
  trip_slug TEXT NOT NULL,
  departure_start TEXT NOT NULL,
  assigned_by TEXT NOT NULL,
  assigned_at TEXT NOT NULL,
  PRIMARY KEY (email, trip_slug, departure_start)
) STRICT;
CREATE INDEX lead_departures_by_departure ON lead_departures (trip_slug, departure_start);

-- Every change an owner makes to the staff: who, when, whom, and what they hold after it.
CREATE TABLE staff_changes (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  email TEXT NOT NULL,
  -- JSON: { "roles": [...], "departures": [{ "trip": ..., "startDate": ... }] } after the change.
  holds TEXT NOT NULL
) STRICT;
CREATE INDEX staff_changes_by_time ON staff_changes (at);

-- Each read of sealed data now says under which role it was allowed and for what.
ALTER TABLE personal_data_reads ADD COLUMN role TEXT;
ALTER TABLE personal_data_reads ADD COLUMN purpose TEXT;
