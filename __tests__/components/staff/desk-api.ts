// The staff API as the desk's tests answer it: answers by address, who is signed in, and every call kept.
import { staffApi } from "../../../requests/staff";
import { DESK_ACTION_NAMES, mayDo, type StaffRole, type StaffSelf } from "../../../requests/staff-roles";

export type Answer = { status: number; body: unknown };

export const ok = (body: unknown): Answer => ({ status: 200, body });

/** Who /me says is signed in, with what their roles allow as the Worker works it out. */
export const selfOf = (roles: StaffRole[], others: Partial<StaffSelf> = {}): StaffSelf => ({
  email: "priya@safarnama.example",
  roles,
  ownerBySetting: false,
  departures: [],
  may: DESK_ACTION_NAMES.filter((action) => mayDo(roles, action)),
  ...others,
});

/** An owner: the desk as it was before roles, every section and control. */
export const OWNER = selfOf(["owner"]);

/**
 * Answers the desk's calls from `routes` (path → answer, or answers in turn), /me with an owner
 * unless `routes` says otherwise; records every call.
 */
export function serve(routes: Record<string, Answer | Answer[]>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const answers: Record<string, Answer | Answer[]> = { [staffApi.self]: ok(OWNER), ...routes };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, init });
    const route = answers[path];
    const answer = Array.isArray(route) ? (route.length > 1 ? route.shift()! : route[0]) : route;
    const { status, body } = answer ?? { status: 404, body: { message: "There is nothing at this address." } };
    // jsdom has no Response: the desk reads only these three.
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

/** What the desk sent to `path`, as JSON (the last call to it). */
export function bodySentTo(calls: ReturnType<typeof serve>, path: string): unknown {
  const call = calls.filter((each) => each.path === path).at(-1);
  if (!call) throw new Error(`Nothing was sent to ${path}.`);
  expect(call.init?.method).toBe("POST");
  return JSON.parse(String(call.init?.body));
}
