// The staff API's route × role matrix, written out by hand: who may call each route of the staff policy
// (worker/desk/staff-policy.ts). The engine test calls every route as each person and compares;
// worker/test/desk/staff-policy.test.ts holds the policy's routes to its lines, so a route added
// without a line here fails.

/** Who calls: by the role an owner gave them on the desk (none: signed in by Access, on no staff list). */
export const PEOPLE = {
  none: "visitor@safarnama.example",
  owner: "owner@safarnama.example",
  operations: "ops@safarnama.example",
  accounts: "accounts@safarnama.example",
  lead: "lead@safarnama.example",
  "other lead": "other-lead@safarnama.example",
} as const;
export type Person = keyof typeof PEOPLE;

const Y = true;
const N = false;
/** The matrix: route × who → allowed (not 403). "lead" leads the booking's departure; "other lead" another. */
export const COLUMNS: Person[] = ["none", "owner", "operations", "accounts", "lead", "other lead"];
export const MATRIX: Record<string, boolean[]> = {
  "GET /me": [N, Y, Y, Y, Y, Y],
  "GET /requests": [N, Y, Y, Y, N, N],
  "GET /requests/:id{[0-9a-f-]{36}}": [N, Y, Y, Y, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/status": [N, Y, Y, N, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/hold": [N, Y, Y, N, N, N],
  "POST /bookings": [N, Y, Y, N, N, N],
  "GET /requests/:id{[0-9a-f-]{36}}/resume": [N, Y, Y, N, N, N],
  "GET /requests/:id{[0-9a-f-]{36}}/changes": [N, Y, Y, N, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/changes": [N, Y, Y, N, N, N],
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/call-off": [N, Y, Y, N, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/payments": [N, Y, N, Y, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/refunds": [N, Y, N, Y, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/refunds/:receipt{[A-Za-z0-9_-]{1,64}(?::|%3[Aa])[a-z-]{1,16}}/returned": [
    N,
    Y,
    N,
    Y,
    N,
    N,
  ],
  "GET /money": [N, Y, N, Y, N, N],
  "GET /money/documents": [N, Y, N, Y, N, N],
  "GET /money/documents.csv": [N, Y, N, Y, N, N],
  "GET /numbers/money": [N, Y, N, Y, N, N],
  "GET /numbers/changes": [N, Y, N, Y, N, N],
  "GET /numbers/sources": [N, Y, N, Y, N, N],
  "GET /numbers/fill": [N, Y, Y, N, N, N],
  "GET /numbers/lead-time": [N, Y, Y, N, N, N],
  "GET /departures": [N, Y, Y, N, Y, Y],
  "GET /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}": [N, Y, Y, N, Y, N],
  "GET /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/manifest.csv": [N, Y, Y, N, Y, N],
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/permit-list": [N, Y, Y, N, Y, N],
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/permit-list.csv": [N, Y, Y, N, Y, N],
  "POST /requests/:id{[0-9a-f-]{36}}/travellers/:seat{[1-9][0-9]?}/health": [N, Y, Y, N, Y, N],
  "POST /requests/:id{[0-9a-f-]{36}}/travellers/:seat{[1-9][0-9]?}/proof": [N, Y, Y, N, N, N],
  "POST /requests/:id{[0-9a-f-]{36}}/travellers/:seat{[1-9][0-9]?}/proof/review": [N, Y, Y, N, N, N],
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/roster": [N, Y, Y, N, Y, N],
  "GET /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/roster/version": [N, Y, Y, N, Y, N],
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/roster/openings": [N, Y, Y, N, Y, N],
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/check-ins": [N, Y, Y, N, Y, N],
  "GET /reviews": [N, Y, Y, N, N, N],
  "GET /reviews/:review{RV-[A-Za-z0-9]{6}}": [N, Y, Y, N, N, N],
  "POST /reviews/:review{RV-[A-Za-z0-9]{6}}/decision": [N, Y, Y, N, N, N],
  "POST /reviews/:review{RV-[A-Za-z0-9]{6}}/reply": [N, Y, Y, N, N, N],
  "GET /access-log": [N, Y, N, N, N, N],
  "GET /staff": [N, Y, N, N, N, N],
  "POST /staff": [N, Y, N, N, N, N],
};
