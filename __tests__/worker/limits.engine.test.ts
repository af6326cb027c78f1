/**
 * @jest-environment node
 */
// What happens at the edges of the Worker's life and patience, on its engine:
// killed right after answering, killed while a resume is still uploading, and
// a client sending faster than the rate limit allows.
import http from "node:http";
import { applicationForm, newKey, postForm, postJson, validBooking } from "../support/intake-requests";
import { startEngine, testCatalogue, type Engine } from "../support/worker-engine";

jest.setTimeout(180_000);

describe("a Worker killed (SIGKILL)", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine({ catalogue: testCatalogue(), rateLimit: 1000 });
  });
  afterAll(() => engine?.stop());

  it("right after a 2xx keeps the request: the row is there after a restart, and a retry replays its id", async () => {
    const key = newKey();
    const response = await postJson(`${engine.url}/api/bookings`, validBooking(), key);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    await engine.kill("SIGKILL");
    await engine.restart();
    expect(await engine.rows("SELECT id, full_name FROM requests WHERE idempotency_key = ?", key)).toEqual([
      { id, full_name: "Ananya Śarmā" },
    ]);
    const retry = await postJson(`${engine.url}/api/bookings`, validBooking(), key);
    expect(await retry.json()).toMatchObject({ id });
  });

  it("mid-upload, then retried with the same key, stores the application exactly once", async () => {
    const key = newKey();
    const form = applicationForm();
    const request = new Request("http://multipart.invalid/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const contentType = request.headers.get("Content-Type")!;
    const { port } = new URL(engine.url);

    // Half the body, then the Worker dies before the rest arrives.
    const upload = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/applications",
      method: "POST",
      headers: { "Content-Type": contentType, "Content-Length": body.length, "Idempotency-Key": key },
    });
    const failed = new Promise((resolve) => {
      upload.on("error", resolve);
      upload.on("response", resolve);
    });
    upload.write(body.subarray(0, body.length >> 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await engine.kill("SIGKILL");
    await failed;
    expect(await engine.rows("SELECT id FROM requests WHERE idempotency_key = ?", key)).toEqual([]);

    await engine.restart();
    const objectsBefore = (await engine.objects()).length;
    const retry = await postForm(`${engine.url}/api/applications`, form, key);
    expect(retry.status).toBe(201);
    const { id } = await retry.json();
    expect(await engine.rows("SELECT id FROM requests WHERE idempotency_key = ?", key)).toEqual([{ id }]);
    expect((await engine.objects()).length).toBe(objectsBefore + 1);
  });
});

describe("the rate limit", () => {
  let engine: Engine;
  // Lowered here only: wrangler.jsonc allows 30 submissions a minute per client.
  const LIMIT = 3;
  beforeAll(async () => {
    engine = await startEngine({ catalogue: testCatalogue(), rateLimit: LIMIT });
  });
  afterAll(() => engine?.stop());

  it("answers 429 with Retry-After once a client passes it, storing nothing more", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      statuses.push((await postJson(`${engine.url}/api/bookings`, validBooking())).status);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(201));
    const refused = await postJson(`${engine.url}/api/bookings`, validBooking());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await refused.json()).message).toBe(
      "You have sent many requests in a short time. Please wait a minute, then try again.",
    );
    expect(await engine.rows("SELECT id FROM requests")).toHaveLength(LIMIT);
    // Refused before its body is read, a form from a Hindi page is told in Hindi: its page names the language.
    const fromHindiPage = await postJson(`${engine.url}/api/bookings`, { ...validBooking(), lang: "hi" }, undefined, {
      Referer: `${engine.url}/hi/trips/spiti-winter-expedition/`,
    });
    expect(fromHindiPage.status).toBe(429);
    expect((await fromHindiPage.json()).message).toBe(
      "आपने थोड़े समय में बहुत सारे अनुरोध भेजे हैं। कृपया एक मिनट रुकें, फिर दोबारा कोशिश करें।",
    );
  });
});
