// The benchmark's targets are ratios to the bare Gatsby floor measured in the
// same run; these hold the arithmetic and the wording of what missed.
import { checkTargets } from "../../../scripts/bench/report.mjs";

type Page = Parameters<typeof checkTargets>[0]["pages"][number];

const page = (route: string, figures: Partial<Page>): Page => ({
  route,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0,
  fcpMs: 800,
  jsKb: 90,
  firstLoadJsKb: 70,
  totalKb: 200,
  requests: 10,
  lcpElement: null,
  failedAudits: [],
  lighthouseVersion: "13.0.0",
  userAgent: "Chrome/140",
  ...figures,
});

const floor = page("floor", { lcpMs: 1000, tbtMs: 50, firstLoadJsKb: 65 });

const verdicts = (pages: Page[]) =>
  Object.fromEntries(checkTargets({ pages, floor }).map((line) => [line.target, line]));

describe("benchmark targets", () => {
  it("are met at exactly 1.2 × the floor's JS and LCP, 2 × its TBT, CLS 0 and full marks", () => {
    const lines = checkTargets({ pages: [page("/", { firstLoadJsKb: 78, lcpMs: 1200, tbtMs: 100 })], floor });
    expect(lines.map((line) => line.met)).toEqual([true, true, true, true, true]);
    expect(lines.map((line) => line.target)).toEqual([
      "100 in all four categories on every route",
      "first-load JS ≤ 1.2 × the floor's (78.0 KB)",
      "LCP ≤ 1.2 × the floor's (1.20 s)",
      "TBT ≤ 2 × the floor's (100 ms)",
      "CLS 0",
    ]);
  });

  it("name the worst route and count the routes over each limit", () => {
    const lines = verdicts([
      page("/", { firstLoadJsKb: 82.4, lcpMs: 2300, tbtMs: 90 }),
      page("/contact-us/", { firstLoadJsKb: 92.1, lcpMs: 1100, tbtMs: 240, cls: 0.02 }),
      page("/help-center/", { scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 } }),
    ]);
    expect(lines["first-load JS ≤ 1.2 × the floor's (78.0 KB)"]).toEqual({
      target: "first-load JS ≤ 1.2 × the floor's (78.0 KB)",
      result: "worst 92.1 KB = 1.42 × (/contact-us/); over on 2 of 3 routes",
      met: false,
    });
    expect(lines["LCP ≤ 1.2 × the floor's (1.20 s)"].result).toBe("worst 2.30 s (/); over on 1 of 3 routes");
    expect(lines["TBT ≤ 2 × the floor's (100 ms)"].result).toBe("worst 240 ms (/contact-us/); over on 1 of 3 routes");
    expect(lines["CLS 0"]).toMatchObject({ result: "worst 0.02 (/contact-us/); over on 1 of 3 routes", met: false });
    expect(lines["100 in all four categories on every route"]).toMatchObject({
      result: "lowest 97 (/help-center/)",
      met: false,
    });
  });
});
