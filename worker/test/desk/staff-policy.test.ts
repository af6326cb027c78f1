/**
 * @jest-environment node
 */
// The staff policy against the staff API's route table: every route has a policy and every policy a
// route, and a route that has none is refused to everyone, owners too (deny by default).
import { STAFF_API_PATH } from "../../../content/routes.mjs";
import { newApp, type Middleware } from "../../platform/hono-app";
import { deskRoutes } from "../../desk/desk-routes";
import { REFUSALS, STAFF_POLICY, withinPolicy } from "../../desk/staff-policy";
import { MATRIX } from "../../../__tests__/support/staff-matrix";

it("names a policy for every route of the staff API, and none for a route it does not have", () => {
  const routes = deskRoutes.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  // A route with middleware of its own (fromTheDesk) is listed once for each handler.
  expect([...new Set(routes)].sort()).toEqual(Object.keys(STAFF_POLICY).sort());
});

describe("a route without a policy", () => {
  const signedInOwner: Middleware = async (c, next) => {
    c.set("staff", { email: "owner@safarnama.example", roles: ["owner"], ownerBySetting: true });
    await next();
  };
  const api = newApp();
  api.use("*", signedInOwner, withinPolicy);
  api.get("/requests", (c) => c.json({ reached: true }));
  api.get("/forgotten", (c) => c.json({ reached: true }));
  const app = newApp();
  app.route(STAFF_API_PATH.slice(0, -1), api);
  const env = {} as Env;

  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));

  it("is refused, even to an owner, and the missing policy is logged", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const response = await app.request(`${STAFF_API_PATH}forgotten`, {}, env);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSALS.noPolicy);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"route":"GET /forgotten"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"email":"owner@safarnama.example"'));
  });

  it("while a route with one is allowed by it", async () => {
    const response = await app.request(`${STAFF_API_PATH}requests`, {}, env);
    expect(response.status).toBe(200);
  });

  it("an address no route answers is left to the router (404)", async () => {
    expect((await app.request(`${STAFF_API_PATH}nothing-here`, {}, env)).status).toBe(404);
  });
});

it("has a line in the route × role matrix the engine test checks for every route of the policy", () => {
  expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(STAFF_POLICY).sort());
});
