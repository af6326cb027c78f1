import { countSiteSteps, siteStepsOf } from "../../src/gatsby-hooks/site-steps";

/** Resolves once the browser has moved through history (jsdom does it asynchronously, like browsers). */
function traversed(): Promise<void> {
  return new Promise((resolve) => window.addEventListener("popstate", () => resolve(), { once: true }));
}

describe("countSiteSteps", () => {
  beforeAll(() => countSiteSteps(window.history));

  it("counts no step for the page the visitor opened, even after its URL is normalised", () => {
    window.history.replaceState({ key: "1" }, "", "/careers/");
    expect(siteStepsOf(window.history.state)).toBe(0);
    expect(window.history.state).toMatchObject({ key: "1" });
  });

  it("adds a step per navigation, keeps it on a replace, and restores it on Back", async () => {
    window.history.replaceState(null, "", "/careers");
    window.history.replaceState({ key: "1" }, "", "/careers/");
    window.history.pushState({ key: "2" }, "", "/careers/tour-planner/");
    expect(siteStepsOf(window.history.state)).toBe(1);
    window.history.replaceState({ key: "3" }, "", "/careers/tour-planner/?ref=card");
    expect(siteStepsOf(window.history.state)).toBe(1);
    window.history.pushState({ key: "4" }, "", "/contact-us/");
    expect(siteStepsOf(window.history.state)).toBe(2);

    const back = traversed();
    window.history.back();
    await back;
    expect(siteStepsOf(window.history.state)).toBe(1);
    const backAgain = traversed();
    window.history.back();
    await backAgain;
    expect(siteStepsOf(window.history.state)).toBe(0);
  });

  it("patches history once however often it is called", () => {
    const push = window.history.pushState;
    countSiteSteps(window.history);
    expect(window.history.pushState).toBe(push);
  });
});

describe("siteStepsOf", () => {
  it.each([null, undefined, "x", {}, { siteSteps: "2" }, { siteSteps: -1 }])("reads %p as no step", (state) => {
    expect(siteStepsOf(state)).toBe(0);
  });
});
