/**
 * @jest-environment node
 */
// GET /api/seats, the seats left that a static host's pages fetch: every
// departure still to leave with the seats D1 leaves it, following each
// booking; CORS for the listed static hosts only; cacheable for the
// snapshot's 30 seconds, with an ETag a browser revalidates; any other method
// refused by the route table.
import { SEATS_API_PATH } from "../../../content/routes.mjs";
import { postJson, validBooking } from "../../support/intake-requests";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(180_000);

const STATIC_HOST = "https://safarnama.netlify.app";
const SLUG = "spiti-winter-expedition";
const key = (days: number) => `${SLUG}/${daysFromToday(days)}`;

let engine: Engine;

beforeAll(async () => {
  engine = await startEngine({ catalogue: testCatalogue(), allowedOrigins: STATIC_HOST, rateLimit: 1000 });
});

afterAll(() => engine?.stop());

const seats = (headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${engine.url}${SEATS_API_PATH}`, { method, headers });

const book = async (days: number, count: number) => {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure: daysFromToday(days),
    seats: String(count),
    travellers: "",
  });
  expect(response.status).toBe(201);
};

it("answers every departure still to leave with its seats left, and follows each booking at once", async () => {
  const before = await seats();
  expect(before.status).toBe(200);
  expect(before.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  // Each departure of the catalogue still to leave, at its capacity; the one that left 3 days ago is not listed.
  expect(await before.json()).toEqual({ [key(30)]: 40, [key(60)]: 3, [key(90)]: 5 });

  await book(60, 2);
  expect((await (await seats()).json())[key(60)]).toBe(1);
  await book(60, 1);
  const soldOut = await (await seats()).json();
  // A sold-out departure is still listed, so its pages say so.
  expect(soldOut).toEqual({ [key(30)]: 40, [key(60)]: 0, [key(90)]: 5 });
});

it("answers a listed static host's origin with CORS, and no other", async () => {
  const listed = await seats({ Origin: STATIC_HOST });
  expect(listed.status).toBe(200);
  expect(listed.headers.get("Access-Control-Allow-Origin")).toBe(STATIC_HOST);
  expect(listed.headers.get("Vary")).toBe("Origin");

  for (const origin of ["https://elsewhere.example", "null"]) {
    const other = await seats({ Origin: origin });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(other.headers.get("Vary")).toBe("Origin");
  }
  expect((await seats()).headers.get("Access-Control-Allow-Origin")).toBeNull();
});

it("may be kept for the snapshot's 30 seconds, and answers 304 to the ETag of what it would send", async () => {
  const first = await seats({ Origin: STATIC_HOST });
  expect(first.headers.get("Cache-Control")).toBe("public, max-age=30");
  expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
  const etag = first.headers.get("ETag")!;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const body = await first.text();

  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
    const kept = await seats({ Origin: STATIC_HOST, "If-None-Match": ifNoneMatch });
    expect([ifNoneMatch, kept.status]).toEqual([ifNoneMatch, 304]);
    expect(await kept.text()).toBe("");
    expect(kept.headers.get("ETag")).toBe(etag);
    expect(kept.headers.get("Cache-Control")).toBe("public, max-age=30");
    expect(kept.headers.get("Access-Control-Allow-Origin")).toBe(STATIC_HOST);
  }

  // Once a booking changes the figures, the kept copy is no longer current.
  await book(90, 1);
  const changed = await seats({ "If-None-Match": etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("ETag")).not.toBe(etag);
  expect(JSON.parse(await changed.text())).toEqual({ ...JSON.parse(body), [key(90)]: 4 });
});

it("answers HEAD as GET without a body, and any other method 405 with Allow", async () => {
  const head = await seats({}, "HEAD");
  expect(head.status).toBe(200);
  expect(await head.text()).toBe("");
  for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    const refused = await seats({ Origin: STATIC_HOST }, method);
    expect([method, refused.status]).toEqual([method, 405]);
    expect(refused.headers.get("Allow")).toBe("GET, HEAD");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({ message: "Use GET here." });
  }
});
