import { MessageChannel as NodeMessageChannel } from "node:worker_threads";
import type { GatsbyBrowser } from "gatsby";
import { onClientEntry } from "../../gatsby-browser";
import { siteStepsOf } from "../../src/gatsby-hooks/site-steps";
import { keptVisitSource } from "../../src/visit/kept-visit-source";

// jsdom has no MessageChannel; Node's posts its messages as tasks of the event loop, as a browser does.
beforeAll(() => Object.assign(globalThis, { MessageChannel: NodeMessageChannel }));
afterAll(() => Reflect.deleteProperty(globalThis, "MessageChannel"));

/** Lets every promise callback already queued run, as at the end of a task. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe("onClientEntry", () => {
  it("counts history steps in the task that starts the site, and asks for the page's data only in the next", async () => {
    const loadPage = jest.fn(() => new Promise(() => {}));
    Object.assign(window, { ___loader: { loadPage } });
    window.history.replaceState(null, "", "/trips/");

    const entered = (onClientEntry as NonNullable<GatsbyBrowser["onClientEntry"]>)(
      {} as Parameters<NonNullable<GatsbyBrowser["onClientEntry"]>>[0],
      { plugins: [] },
    ) as unknown as Promise<void>;
    window.history.pushState(null, "", "/trips/andaman/");
    expect(siteStepsOf(window.history.state)).toBe(1);

    await drainMicrotasks();
    expect(loadPage).not.toHaveBeenCalled();

    await entered;
    expect(loadPage).toHaveBeenCalledWith("/trips/andaman/");
  });

  it("notes where the tab's visit came from, from the address the visitor landed on", async () => {
    Object.assign(window, { ___loader: { loadPage: jest.fn(() => new Promise(() => {})) } });
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/?utm_source=instagram&utm_medium=social&utm_campaign=diwali-2026");

    await ((onClientEntry as NonNullable<GatsbyBrowser["onClientEntry"]>)(
      {} as Parameters<NonNullable<GatsbyBrowser["onClientEntry"]>>[0],
      { plugins: [] },
    ) as unknown as Promise<void>);
    expect(keptVisitSource(window)).toEqual({
      source: "instagram",
      medium: "social",
      campaign: "diwali-2026",
      term: null,
      content: null,
    });
  });
});
