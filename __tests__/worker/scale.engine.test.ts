/**
 * @jest-environment node
 */
// The crons at the scale a few years of the site reach, on the Worker's
// engine with D1 held to production's limits (worker/db/limited-d1.ts): each run
// does a bounded amount of work within one invocation's queries, and the next
// picks up where it stopped, until nothing is left and nothing else is touched.
import { RETENTION_CRON, RETENTION_DAYS } from "../../requests/retention";
import { startEngine, testCatalogue, type Engine } from "../support/worker-engine";

/** Each cron's budget of D1 queries, loaded untyped: the Worker's own types are workerd's (worker/tsconfig.json). */
const { DAILY_QUERY_BUDGET, MINUTE_CRON, MINUTE_QUERY_BUDGET } = jest.requireActual<{
  DAILY_QUERY_BUDGET: number;
  MINUTE_CRON: string;
  MINUTE_QUERY_BUDGET: number;
}>("../../worker/cron");

jest.setTimeout(300_000);

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Inserts `count` requests in one statement, numbered 1…count: `columns` maps each column to an SQL expression of `i`. */
async function seedRequests(engine: Engine, count: number, columns: Record<string, string>) {
  const names = Object.keys(columns);
  await engine.rows(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO requests (${names.join(", ")}) SELECT ${names.map((name) => columns[name]).join(", ")} FROM n`,
    count,
  );
}

const application = (prefix: string, receivedAt: string) => ({
  id: `'${prefix}-' || i`,
  kind: "'application'",
  status: "'new'",
  received_at: `'${receivedAt}'`,
  body_hash: "'seeded'",
  full_name: "'Applicant ' || i",
  email: "'applicant' || i || '@example.com'",
  job_slug: "'tour-planner'",
  job_title: "'Tour Planner'",
  resume_key: `'resumes/${prefix}-' || i`,
  resume_name: "'cv.pdf'",
  resume_type: "'application/pdf'",
  resume_bytes: "4",
});

/** Puts the objects in the bucket, a few at a time. */
async function putObjects(engine: Engine, keys: string[]) {
  for (let start = 0; start < keys.length; start += 50) {
    await Promise.all(keys.slice(start, start + 50).map((key) => engine.putObject(key, "%PDF")));
  }
}

/** Runs `cron` at `time` until a run's `done` says so, at most `limit` times; answers every run's queries. */
async function runUntil(engine: Engine, cron: string, time: Date, done: () => Promise<boolean>, limit: number) {
  const queries: number[] = [];
  while (!(await done())) {
    if (queries.length === limit) throw new Error(`Not done after ${limit} runs of ${cron}`);
    queries.push((await engine.runCron(cron, time)).queries);
  }
  return queries;
}

describe("retention at scale", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine({ catalogue: testCatalogue() });
  });
  afterAll(() => engine?.stop());

  it("deletes 1,000 applications past their time with their resumes, history and email rows, and nothing else", async () => {
    const expired = daysAgo(RETENTION_DAYS.application + 1);
    const recent = daysAgo(RETENTION_DAYS.application - 1);
    await seedRequests(engine, 1000, application("old", expired));
    await seedRequests(engine, 20, application("kept", recent));
    await engine.rows(
      "INSERT INTO outbox (request_id, template, next_attempt_at, sent_at) SELECT id, 'agency', received_at, received_at FROM requests",
    );
    await engine.rows(
      `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status)
       SELECT id, received_at, 'priya@safarnama.example', 'new', 'reviewing' FROM requests`,
    );
    const keys = (await engine.rows<{ resume_key: string }>("SELECT resume_key FROM requests")).map(
      (row) => row.resume_key,
    );
    await putObjects(engine, keys);

    const left = async () =>
      (await engine.rows<{ count: number }>("SELECT count(*) AS count FROM requests WHERE id LIKE 'old-%'"))[0].count;
    const queries = await runUntil(engine, RETENTION_CRON, new Date(), async () => (await left()) === 0, 20);
    console.log(
      `Retention: 1,000 expired applications deleted in ${queries.length} run(s), ${queries.join(", ")} queries`,
    );
    for (const count of queries) expect(count).toBeLessThanOrEqual(DAILY_QUERY_BUDGET);

    const kept = await engine.rows<{ id: string }>("SELECT id FROM requests ORDER BY id");
    expect(kept).toHaveLength(20);
    expect(kept.every(({ id }) => id.startsWith("kept-"))).toBe(true);
    for (const table of ["outbox", "request_events"]) {
      expect(await engine.rows(`SELECT count(*) AS count FROM ${table}`)).toEqual([{ count: 20 }]);
    }
    const objects = (await engine.objects()).map((object) => object.key).sort();
    expect(objects).toEqual(keys.filter((key) => key.startsWith("resumes/kept-")).sort());
  });
});

describe("the orphan resume sweep at scale", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine({ catalogue: testCatalogue() });
  });
  afterAll(() => engine?.stop());

  it("finds exactly the 30 orphans among 1,200 resumes, paging through the bucket across runs", async () => {
    await seedRequests(engine, 1170, application("held", new Date().toISOString()));
    const held = Array.from({ length: 1170 }, (_, index) => `resumes/held-${index + 1}`);
    // Named to sort among the held ones, so the orphans are spread over the listing's pages.
    const orphans = Array.from({ length: 30 }, (_, index) => `resumes/held-${(index + 1) * 40}-orphan`);
    await putObjects(engine, [...held, ...orphans]);

    const present = async () => new Set((await engine.objects()).map((object) => object.key));
    // Two hours on, every upload is past the sweep's hour of grace.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const queries = await runUntil(
      engine,
      MINUTE_CRON,
      later,
      async () => {
        const keys = await present();
        return orphans.every((key) => !keys.has(key));
      },
      10,
    );
    console.log(
      `Sweep: 30 orphans among 1,200 resumes deleted in ${queries.length} run(s), ${queries.join(", ")} queries`,
    );
    for (const count of queries) expect(count).toBeLessThanOrEqual(MINUTE_QUERY_BUDGET);
    expect(await present()).toEqual(new Set(held));

    // Further passes over the whole bucket find nothing more to delete.
    for (let run = 0; run < 3; run += 1) await engine.runCron(MINUTE_CRON, later);
    expect(await present()).toEqual(new Set(held));
  });
});

describe("the outbox at scale", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine({ catalogue: testCatalogue() });
  });
  afterAll(() => engine?.stop());

  it("drains 1,000 queued emails across runs, two runs at a time, sending none twice", async () => {
    await seedRequests(engine, 1000, {
      id: "'message-' || i",
      kind: "'contact'",
      status: "'new'",
      received_at: `'${daysAgo(1)}'`,
      body_hash: "'seeded'",
      first_name: "'Visitor'",
      last_name: "'No. ' || i",
      email: "'visitor' || i || '@example.com'",
      subject: "'general'",
      message: "'Hello'",
    });
    await engine.rows(
      "INSERT INTO outbox (request_id, template, next_attempt_at) SELECT id, 'agency', received_at FROM requests",
    );

    const queued = async () =>
      (await engine.rows<{ count: number }>("SELECT count(*) AS count FROM outbox WHERE sent_at IS NULL"))[0].count;
    const queries: number[] = [];
    for (let round = 0; (await queued()) > 0; round += 1) {
      if (round === 40) throw new Error("Emails still queued after 40 rounds");
      // Two overlapping runs, as a slow minute and the next one can be.
      const runs = await Promise.all([engine.runCron(MINUTE_CRON), engine.runCron(MINUTE_CRON)]);
      queries.push(...runs.map((run) => run.queries));
    }
    console.log(`Outbox: 1,000 emails sent in ${queries.length} runs, at most ${Math.max(...queries)} queries a run`);
    for (const count of queries) expect(count).toBeLessThanOrEqual(MINUTE_QUERY_BUDGET);

    const messageIds = engine.emails().map((raw) => /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1]);
    expect(messageIds).toHaveLength(1000);
    expect(new Set(messageIds).size).toBe(1000);
    expect(await engine.rows("SELECT count(*) AS count FROM outbox WHERE attempts <> 1")).toEqual([{ count: 0 }]);
  });
});
