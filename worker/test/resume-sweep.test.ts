/**
 * @jest-environment node
 */
import { sweepOrphanResumes } from "../resume-sweep";

const NOW = new Date("2026-11-24T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function fakeEnv(objects: { key: string; uploaded: Date }[], referenced: string[]) {
  const deleted: string[][] = [];
  const queried: unknown[][] = [];
  const env = {
    RESUMES: {
      list: async () => ({ objects }),
      delete: async (keys: string[]) => {
        deleted.push(keys);
      },
    },
    DB: {
      prepare: () => ({
        bind: (...keys: unknown[]) => {
          queried.push(keys);
          return { all: async () => ({ results: referenced.map((resume_key) => ({ resume_key })) }) };
        },
      }),
    },
  };
  return { env: env as unknown as Parameters<typeof sweepOrphanResumes>[0], deleted, queried };
}

describe("sweepOrphanResumes", () => {
  it("deletes resumes older than an hour that no request refers to, and nothing else", async () => {
    const { env, deleted, queried } = fakeEnv(
      [
        { key: "resumes/kept", uploaded: minutesAgo(120) },
        { key: "resumes/orphan", uploaded: minutesAgo(61) },
        { key: "resumes/uploading", uploaded: minutesAgo(5) },
      ],
      ["resumes/kept"],
    );
    expect(await sweepOrphanResumes(env, NOW)).toBe(1);
    expect(queried).toEqual([["resumes/kept", "resumes/orphan"]]);
    expect(deleted).toEqual([["resumes/orphan"]]);
  });

  it("asks nothing of the database when every file is recent", async () => {
    const { env, deleted, queried } = fakeEnv([{ key: "resumes/new", uploaded: minutesAgo(1) }], []);
    expect(await sweepOrphanResumes(env, NOW)).toBe(0);
    expect([queried, deleted]).toEqual([[], []]);
  });
});
