// Who may call what under the staff API: Access says who someone is (staff-access.ts); this says what
// they may do. Every address of the desk's routes names one action of the desk (requests/staff-roles.ts,
// which says the roles allowed each) and, where a trip lead may use it, how to find the departure it is
// about. The middleware reads this one table in front of every route and refuses by default: a person
// with no role, an address with no policy, a role the action does not allow, a lead asking about a
// departure they do not lead. Handlers never test roles; they read what was granted (`grant`).
import { matchedRoutes } from "hono/route";
import { STAFF_API_PATH } from "../../content/routes.mjs";
import {
  DESK_ACTIONS,
  DESK_ACTION_NAMES,
  mayDo,
  ownersOfSetting,
  READ_PURPOSES,
  STAFF_ROLES,
  type AssignedDeparture,
  type DeskAction,
  type StaffRole,
  type StaffSelf,
} from "../../requests/staff-roles";
import type { StaffRefusal } from "../../requests/staff";
import type { AppContext, Middleware } from "../platform/hono-app";
import { departureOfRequest, departuresLedBy, rolesOf } from "../db/staff";
import { DEPARTURE, departureInPath, RECEIPT, REQUEST, requestInPath, REVIEW, SEAT } from "./desk-paths";
import { staffMemberOf } from "./staff-access";

/**
 * Where the departure a lead may be asking about is: named in the address (`departure`), the
 * departure of the request the address names (`request`), or a list the handler narrows to the lead's
 * own departures (`list`); `none` for an address about no departure (who am I). An action that lists
 * "lead" is refused to a lead on a route without one.
 */
export type LeadScope = "departure" | "request" | "list" | "none";

export interface RoutePolicy {
  action: DeskAction;
  lead?: LeadScope;
}

/** Every route of the staff API (desk-routes.ts), as `METHOD path`, and its policy. */
export const STAFF_POLICY: Record<string, RoutePolicy> = {
  "GET /me": { action: "self", lead: "none" },
  "GET /requests": { action: "requests.read" },
  [`GET ${REQUEST}`]: { action: "requests.read" },
  [`POST ${REQUEST}/status`]: { action: "requests.change" },
  [`POST ${REQUEST}/hold`]: { action: "requests.change" },
  "POST /bookings": { action: "requests.change" },
  [`GET ${REQUEST}/changes`]: { action: "plans.change" },
  [`POST ${REQUEST}/changes`]: { action: "plans.change" },
  [`POST ${DEPARTURE}/call-off`]: { action: "plans.change" },
  [`GET ${REQUEST}/resume`]: { action: "resumes.read" },
  [`POST ${REQUEST}/payments`]: { action: "money" },
  [`POST ${REQUEST}/refunds`]: { action: "money" },
  [`POST ${REQUEST}/refunds/${RECEIPT}/returned`]: { action: "money" },
  "GET /money": { action: "money" },
  "GET /money/documents": { action: "money" },
  "GET /money/documents.csv": { action: "money" },
  "GET /numbers/money": { action: "numbers.money" },
  "GET /numbers/changes": { action: "numbers.money" },
  "GET /numbers/sources": { action: "numbers.money" },
  "GET /numbers/fill": { action: "numbers.departures" },
  "GET /numbers/lead-time": { action: "numbers.departures" },
  "GET /departures": { action: "departures.read", lead: "list" },
  [`GET ${DEPARTURE}`]: { action: "departures.read", lead: "departure" },
  [`GET ${DEPARTURE}/manifest.csv`]: { action: "departures.read", lead: "departure" },
  [`POST ${DEPARTURE}/permit-list`]: { action: "personal-data.read", lead: "departure" },
  [`POST ${DEPARTURE}/permit-list.csv`]: { action: "personal-data.read", lead: "departure" },
  [`POST ${SEAT}/health`]: { action: "personal-data.read", lead: "request" },
  [`POST ${DEPARTURE}/roster`]: { action: "personal-data.read", lead: "departure" },
  [`GET ${DEPARTURE}/roster/version`]: { action: "departures.read", lead: "departure" },
  [`POST ${DEPARTURE}/roster/openings`]: { action: "personal-data.read", lead: "departure" },
  [`POST ${DEPARTURE}/check-ins`]: { action: "check-ins", lead: "departure" },
  [`POST ${SEAT}/proof`]: { action: "proofs" },
  [`POST ${SEAT}/proof/review`]: { action: "proofs" },
  "GET /reviews": { action: "reviews" },
  [`GET ${REVIEW}`]: { action: "reviews" },
  [`POST ${REVIEW}/decision`]: { action: "reviews" },
  [`POST ${REVIEW}/reply`]: { action: "reviews" },
  "GET /access-log": { action: "access-log.read" },
  "GET /staff": { action: "staff.manage" },
  "POST /staff": { action: "staff.manage" },
};

/** The refusals, in the words staff read: each says what to do. */
export const REFUSALS = {
  // The desk knows a sign-in is missing by these words (src/components/staff/staff-client.ts).
  signedOut: { message: "Staff only. Sign in through Cloudflare Access." },
  notStaff: (email: string) => ({
    message: `You are signed in as ${email}, but you are not on the desk's staff list. Ask an owner of the desk to add you.`,
    reason: "not-staff",
  }),
  role: {
    message: "Your roles at the desk do not allow this. Ask an owner if you need it.",
    reason: "not-allowed",
  },
  notYourDeparture: { message: "This departure is not one you lead.", reason: "not-allowed" },
  noPolicy: { message: "No one may use this address.", reason: "not-allowed" },
} satisfies Record<string, StaffRefusal | ((email: string) => StaffRefusal)>;

/** Roles in the order a grant is chosen: the widest first, so a lead who is also operations reads as operations. */
const GRANT_ORDER: readonly StaffRole[] = STAFF_ROLES;

/** The route the request matched, as `METHOD path` under the staff API; null when none (404 or 405). */
function routeKeyOf(c: AppContext): string | null {
  const route = matchedRoutes(c)
    .filter((candidate) => candidate.method !== "ALL")
    .at(-1);
  if (!route) return null;
  return `${route.method} ${route.path.slice(STAFF_API_PATH.length - 1)}`;
}

/** Who is signed in and what they hold: the roles in D1, and owner for the emails of STAFF_OWNERS. */
async function holdingsOf(db: D1Database, email: string, ownersSetting: string | undefined) {
  const ownerBySetting = ownersOfSetting(ownersSetting).includes(email);
  const stored = await rolesOf(db, email);
  const roles = STAFF_ROLES.filter((role) => stored.includes(role) || (role === "owner" && ownerBySetting));
  return { roles, ownerBySetting };
}

const refuse = (c: AppContext, refusal: StaffRefusal, event: string) => {
  // Every refusal of someone signed in is logged, with who, as what and where.
  const staff = c.get("staff");
  console.warn(
    JSON.stringify({ event, email: staff.email, roles: staff.roles, method: c.req.method, path: c.req.path }),
  );
  return c.json(refusal, 403);
};

/** Middleware: a valid Access token, then a role on the staff list; who they are is handed on as `staff`. */
export const staffOnly: Middleware = async (c, next) => {
  const signedIn = await staffMemberOf(c.req.raw, c.env);
  if (!signedIn) return c.json(REFUSALS.signedOut, 403);
  const email = signedIn.email.toLowerCase();
  const { roles, ownerBySetting } = await holdingsOf(c.env.DB, email, c.env.STAFF_OWNERS);
  c.set("staff", { email, roles, ownerBySetting });
  if (roles.length === 0) return refuse(c, REFUSALS.notStaff(email), "staff-not-on-list");
  await next();
};

/** Whether a lead leads the departure the request is about, by the route's scope. */
async function leadsIt(c: AppContext, scope: LeadScope, departures: AssignedDeparture[]): Promise<boolean> {
  if (scope === "list" || scope === "none") return true;
  let departure: AssignedDeparture | null = null;
  if (scope === "departure") {
    const named = departureInPath(c.req.path);
    departure = named && { trip: named.slug, startDate: named.startDate };
  } else {
    const id = requestInPath(c.req.path);
    const row = id ? await departureOfRequest(c.env.DB, id) : null;
    departure = row?.trip_slug && row.departure_start ? { trip: row.trip_slug, startDate: row.departure_start } : null;
  }
  return (
    departure !== null && departures.some((led) => led.trip === departure.trip && led.startDate === departure.startDate)
  );
}

/** Middleware, after staffOnly: the route's policy allows this person, or 403; what it granted is `grant`. */
export const withinPolicy: Middleware = async (c, next) => {
  const key = routeKeyOf(c);
  // No route: the router answers 404 or 405 itself.
  if (key === null) return next();
  const policy = STAFF_POLICY[key];
  if (!policy) {
    console.error(JSON.stringify({ event: "staff-route-without-policy", route: key }));
    return refuse(c, REFUSALS.noPolicy, "staff-refused");
  }
  const { email, roles } = c.get("staff");
  const allowed = DESK_ACTIONS[policy.action] as readonly StaffRole[];
  for (const role of GRANT_ORDER) {
    if (!roles.includes(role) || !allowed.includes(role)) continue;
    if (role !== "lead") {
      c.set("grant", { role, purpose: READ_PURPOSES.preparing, departures: null });
      return next();
    }
    if (!policy.lead) break;
    const departures = await departuresLedBy(c.env.DB, email);
    if (!(await leadsIt(c, policy.lead, departures))) {
      return refuse(c, REFUSALS.notYourDeparture, "staff-refused-departure");
    }
    c.set("grant", { role, purpose: READ_PURPOSES.lead, departures: policy.lead === "list" ? departures : null });
    return next();
  }
  return refuse(c, REFUSALS.role, "staff-refused");
};

/** GET /me: who the desk is open for and what they may do there. */
export async function staffSelf(c: AppContext): Promise<StaffSelf> {
  const { email, roles, ownerBySetting } = c.get("staff");
  return {
    email,
    roles,
    ownerBySetting,
    departures: roles.includes("lead") ? await departuresLedBy(c.env.DB, email) : [],
    may: DESK_ACTION_NAMES.filter((action) => mayDo(roles, action)),
  };
}
