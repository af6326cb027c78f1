/**
 * @jest-environment node
 */
// The route table (worker/route-table.ts) as the engine answers it: every
// address it lists, asked with every method it does not take, answers 405 with
// Allow; an address it does not list, 404; every staff address without a
// token, 403, whatever the method. And the local Worker's state reads for the tests.
import { LOCAL_STATE_PATH, STAFF_API_PATH } from "../../content/routes.mjs";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../support/worker-engine";

jest.setTimeout(180_000);

/** The table as Hono lists it, loaded untyped: the Worker's own types are workerd's (worker/tsconfig.json), not this program's. */
const { app } = jest.requireActual<{ app: { routes: { path: string; method: string }[] } }>("../../worker/route-table");

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Each path of the table with the methods it takes, as Hono lists them (middleware, method ALL, left out). */
function tableRoutes(): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const { path, method } of app.routes) {
    if (method === "ALL") continue;
    routes.set(path, [...new Set([...(routes.get(path) ?? []), method])]);
  }
  return routes;
}

/** A concrete address for a path of the table: each parameter given a value its pattern takes. */
const addressOf = (path: string) =>
  path
    .replace(/:id\{[^}]*\}\}?/, "0d6f5d57-8a52-4c52-9a7e-33b7a3f1c2d4")
    .replace(/:slug\{[^}]*\}/, "spiti-winter-expedition")
    .replace(/:startDate\{.*?\}\}/, daysFromToday(30))
    .replace(/:reference\{.*?\}\}/, "SF-7K3Q9XMD")
    .replace(/:review\{.*?\}\}/, "RV-7K3Q9X")
    .replace(/:invitation\{.*?\}\}/, "0123456789abcdef")
    .replace(/:seat\{[^}]*\}/, "1")
    // A GST document's number, its slashes as hyphens.
    .replace(/:number\{.*\}$/, "RV-2627-00042")
    // A refund's receipt, its colon encoded as the desk sends it.
    .replace(/:receipt\{[^/]*\}/, "pay_Qx7Z1fK9aBcDeF%3Atraveller");

let engine: Engine;
let token: string;

beforeAll(async () => {
  engine = await startEngine({ catalogue: testCatalogue(), rateLimit: 1000 });
  token = await engine.access.sign("priya@safarnama.example");
});
afterAll(() => engine?.stop());

const ask = (address: string, method: string, signedIn: boolean) =>
  fetch(`${engine.url}${address}`, {
    method,
    headers: signedIn ? { "Cf-Access-Jwt-Assertion": token } : {},
    redirect: "manual",
  });

it("lists the addresses the Worker answers", () => {
  expect([...tableRoutes().keys()].map(addressOf)).toEqual(
    expect.arrayContaining(["/api/bookings", "/api/auth", `${STAFF_API_PATH}requests`]),
  );
  for (const path of tableRoutes().keys()) expect(addressOf(path)).not.toMatch(/[:{}]/);
});

it("answers 405 with Allow to every method an address does not take", async () => {
  const table: string[] = [];
  for (const [path, methods] of tableRoutes()) {
    const address = addressOf(path);
    const allowed = methods.includes("GET") ? [...methods, "HEAD"] : methods;
    for (const method of METHODS.filter((each) => !allowed.includes(each))) {
      const response = await ask(address, method, true);
      table.push(`${method} ${address} ${response.status} Allow: ${response.headers.get("Allow")}`);
      expect([method, address, response.status]).toEqual([method, address, 405]);
      expect(response.headers.get("Allow")!.split(", ").sort()).toEqual([...allowed].sort());
      // A HEAD answer has no body.
      if (method !== "HEAD")
        expect((await response.json()).message).toMatch(/^(Use .* here|Send the form with POST)\.$/);
    }
  }
  console.log(`Wrong methods:\n${table.join("\n")}`);
});

it("answers 404 to an address it does not list, inside the staff API too", async () => {
  for (const address of [
    "/api/nothing",
    "/api/bookings/extra",
    `${STAFF_API_PATH}nothing`,
    `${STAFF_API_PATH}requests/not-an-id`,
  ]) {
    const response = await ask(address, "GET", true);
    expect([address, response.status]).toEqual([address, 404]);
    expect(await response.json()).toEqual({ message: "There is nothing at this address." });
  }
});

it("answers 403 to every staff address and method without a token, before anything else", async () => {
  for (const [path] of [...tableRoutes()].filter(([path]) => path.startsWith(STAFF_API_PATH))) {
    for (const method of METHODS.filter((each) => each !== "HEAD")) {
      const response = await ask(addressOf(path), method, false);
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await response.json()).toEqual({ message: "Staff only. Sign in through Cloudflare Access." });
    }
  }
  expect((await ask(`${STAFF_API_PATH}nothing`, "GET", false)).status).toBe(403);
});

it("lets the tests read state through the local Worker: one SELECT only, and resumes by key", async () => {
  const read = (sql: string, params: unknown[] = []) =>
    fetch(`${engine.url}${LOCAL_STATE_PATH}/sql`, { method: "POST", body: JSON.stringify({ sql, params }) });
  const counted = await read("SELECT count(*) AS n FROM requests WHERE kind = ?", ["booking"]);
  expect(await counted.json()).toEqual([{ n: 0 }]);
  for (const sql of ["DELETE FROM requests", "SELECT 1; DELETE FROM requests", "UPDATE requests SET seats = 1"]) {
    const refused = await read(sql);
    expect([sql, refused.status]).toEqual([sql, 400]);
  }
  await engine.putObject("resumes/test-key.pdf", "%PDF-1.4 test");
  const resume = await fetch(`${engine.url}${LOCAL_STATE_PATH}/resumes/${encodeURIComponent("resumes/test-key.pdf")}`);
  expect(await resume.text()).toBe("%PDF-1.4 test");
  expect((await fetch(`${engine.url}${LOCAL_STATE_PATH}/resumes/none`)).status).toBe(404);
});
