/**
 * @jest-environment node
 */
// The trip kit's scripts as the build writes them: classic scripts (no import
// or export left), and a service worker that starts only for one kit's own
// address and then answers fetches, installs, activates and the page's messages.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Script, createContext } from "node:vm";
import { TRIP_KIT_SCRIPTS } from "../../content/routes.mjs";
import { writeTripKitScripts } from "../../gatsby/trip-kit-scripts";

jest.setTimeout(60_000);

let publicDir: string;
let sources: Record<keyof typeof TRIP_KIT_SCRIPTS, string>;

beforeAll(async () => {
  publicDir = mkdtempSync(path.join(tmpdir(), "trip-kit-"));
  const written = await writeTripKitScripts(publicDir);
  expect(written.sort()).toEqual(
    [path.join(publicDir, TRIP_KIT_SCRIPTS.page), path.join(publicDir, TRIP_KIT_SCRIPTS.serviceWorker)].sort(),
  );
  sources = {
    page: readFileSync(path.join(publicDir, TRIP_KIT_SCRIPTS.page), "utf8"),
    serviceWorker: readFileSync(path.join(publicDir, TRIP_KIT_SCRIPTS.serviceWorker), "utf8"),
  };
});

afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** Runs the built service worker in a bare context registered for `scope`: the events it listens to, or what it threw. */
function startWorker(scope: string): string[] {
  const events: string[] = [];
  const self = {
    registration: { scope, unregister: async () => true },
    addEventListener: (type: string) => events.push(type),
  };
  new Script(sources.serviceWorker).runInContext(createContext({ self, URL }));
  return events.sort();
}

describe("the trip kit's scripts in the build", () => {
  it("are single classic scripts: nothing imported or exported, nothing left for a bundler", () => {
    for (const source of Object.values(sources)) {
      expect(() => new Script(source)).not.toThrow();
      expect(source).not.toMatch(/\bimport\s*[{("*]|\bexport\s*[{*]|\brequire\(/);
    }
  });

  it("start the service worker for one kit's address, listening for what it does", () => {
    expect(startWorker("http://localhost:9000/booking/SF-7K3Q9XMD/kit")).toEqual([
      "activate",
      "fetch",
      "install",
      "message",
    ]);
  });

  it("refuse to start the service worker for any other scope", () => {
    for (const scope of [
      "http://localhost:9000/booking/",
      "http://localhost:9000/booking/SF-7K3Q9XMD",
      "http://localhost:9000/booking/SF-7K3Q9XMD/",
      "http://localhost:9000/booking/SF-7K3Q9XMD/take",
      "http://localhost:9000/",
      "http://localhost:9000/trips/",
    ]) {
      expect(() => startWorker(scope)).toThrow(/serves one kit's address/);
    }
  });
});
