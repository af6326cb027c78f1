/**
 * @jest-environment node
 */
// Where a booking's visit came from, on Cloudflare's engine: what the booking form sends is stored in
// the request's visit_* columns, the desk's request view (the staff API) gives it back, and a request
// that sent none, or that staff entered on the desk, has none.
import { staffApi, type RequestDetail } from "../../../requests/staff";
import type { VisitSource } from "../../../requests/numbers";
import { postJson, validBooking } from "../../support/intake-requests";
import { startEngine, testCatalogue, withoutUnpaidLimits, type Engine } from "../../support/worker-engine";

jest.setTimeout(120_000);

let engine: Engine;
let token: string;

beforeAll(async () => {
  engine = await startEngine({ catalogue: withoutUnpaidLimits(testCatalogue()), rateLimit: 1000 });
  token = await engine.access.sign("priya@safarnama.example");
});

afterAll(() => engine?.stop());

const staffFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${engine.url}${path}`, {
    ...init,
    headers: { "Cf-Access-Jwt-Assertion": token, Origin: engine.url, ...(init.headers as Record<string, string>) },
  });

/** The desk's request view of `id`, as the staff API answers it. */
async function deskView(id: string): Promise<RequestDetail> {
  const response = await staffFetch(staffApi.request(id));
  expect(response.status).toBe(200);
  return (await response.json()) as RequestDetail;
}

const visitColumnsOf = (id: string) =>
  engine.rows(
    "SELECT visit_source, visit_medium, visit_campaign, visit_term, visit_content FROM requests WHERE id = ?",
    id,
  );

const FROM_INSTAGRAM = { visitSource: "instagram", visitMedium: "social", visitCampaign: "diwali-2026" };
const INSTAGRAM: VisitSource = {
  source: "instagram",
  medium: "social",
  campaign: "diwali-2026",
  term: null,
  content: null,
};

it("stores where a booking's visit came from, trimmed, and the desk's request view shows it", async () => {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    ...FROM_INSTAGRAM,
    visitMedium: " social ",
    visitTerm: "",
  });
  expect(response.status).toBe(201);
  const { id } = await response.json();
  expect(await visitColumnsOf(id)).toEqual([
    {
      visit_source: "instagram",
      visit_medium: "social",
      visit_campaign: "diwali-2026",
      visit_term: null,
      visit_content: null,
    },
  ]);
  expect((await deskView(id)).visitSource).toEqual(INSTAGRAM);
});

it("stores a waitlist request's source as a booking's", async () => {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    // The trip's next departure, not yet scheduled: only its waitlist takes requests.
    departure: "",
    request: "waitlist",
    visitSource: "blog.example.org",
    visitMedium: "referral",
    visitContent: "सर्दियों की यात्रा",
  });
  expect(response.status).toBe(201);
  const { id, kind } = await response.json();
  expect(kind).toBe("waitlist");
  expect((await deskView(id)).visitSource).toEqual({
    source: "blog.example.org",
    medium: "referral",
    campaign: null,
    term: null,
    content: "सर्दियों की यात्रा",
  });
});

it("has no source for a booking from a page from before sources were kept", async () => {
  const response = await postJson(`${engine.url}/api/bookings`, validBooking());
  expect(response.status).toBe(201);
  const { id } = await response.json();
  expect(await visitColumnsOf(id)).toEqual([
    { visit_source: null, visit_medium: null, visit_campaign: null, visit_term: null, visit_content: null },
  ]);
  expect((await deskView(id)).visitSource).toBeNull();
});

it("stores no source for a booking entered at the desk, even when one is sent", async () => {
  const { request: _request, ...typed } = validBooking();
  const response = await staffFetch(staffApi.bookings, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...typed, email: "desk.sale@example.com", ...FROM_INSTAGRAM, confirmed: false }),
  });
  expect(response.status).toBe(201);
  const detail = (await response.json()) as RequestDetail;
  expect(detail.visitSource).toBeNull();
  expect(await visitColumnsOf(detail.id)).toEqual([
    { visit_source: null, visit_medium: null, visit_campaign: null, visit_term: null, visit_content: null },
  ]);
});
