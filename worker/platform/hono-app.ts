// The Worker's Hono app type, shared by the route table (route-table.ts) and each
// area mounted on it: its bindings, and what middleware hands on to handlers.
import { Hono } from "hono/tiny";
import type { Context, MiddlewareHandler } from "hono";
import { wrongMethod } from "./refusals";
import type { RequestBody } from "./form-body";
import type { ReadPurpose, StaffRole } from "../../requests/staff-roles";

/** A member of staff: as their Access token names them (desk/staff-access.ts), with what they hold (desk/staff-policy.ts). */
export interface StaffMember {
  /** Lower-case. */
  email: string;
  roles: StaffRole[];
  /** An owner by the STAFF_OWNERS setting. */
  ownerBySetting: boolean;
}

/** What the staff policy granted a request (desk/staff-policy.ts): the role, why, and a lead's departures. */
export interface StaffGrant {
  role: StaffRole;
  purpose: ReadPurpose;
  departures: { trip: string; startDate: string }[] | null;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Who is asking, under the staff API: set by its Access check. */
    staff: StaffMember;
    /** What the staff policy allowed, under the staff API. */
    grant: StaffGrant;
    /** The form's fields once read, so a refusal can answer the plain HTML form with the form again. */
    formBody: RequestBody;
  };
}

export type AppContext = Context<AppEnv>;
export type Middleware = MiddlewareHandler<AppEnv>;

export const newApp = () => new Hono<AppEnv>();

/**
 * Registers, for every path with routes, a last handler that answers 405
 * with Allow for any other method; call it once every route is in the table.
 */
export function refuseOtherMethods(app: Hono<AppEnv>) {
  const methodsByPath = new Map<string, string[]>();
  for (const { path, method } of app.routes) {
    if (method === "ALL") continue; // middleware
    const methods = methodsByPath.get(path) ?? [];
    if (!methods.includes(method)) methodsByPath.set(path, [...methods, method]);
  }
  for (const [path, methods] of methodsByPath) {
    app.all(path, () => {
      throw wrongMethod(methods);
    });
  }
}
