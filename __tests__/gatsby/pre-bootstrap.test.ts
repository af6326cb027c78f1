import { reportContent, strictDatesFrom } from "../../gatsby/pre-bootstrap";

describe("strictDatesFrom", () => {
  it("is on only when STRICT_CONTENT_DATES is 'true'", () => {
    expect(strictDatesFrom({ STRICT_CONTENT_DATES: "true" })).toBe(true);
    expect(strictDatesFrom({ STRICT_CONTENT_DATES: "1" })).toBe(false);
    expect(strictDatesFrom({})).toBe(false);
  });
});

describe("reportContent", () => {
  const reporter = () => ({ warn: jest.fn(), panic: jest.fn() });

  it("prints each warning and lets the build go on", () => {
    const log = reporter();
    reportContent({ errors: [], warnings: ["first", "second"] }, log);
    expect(log.warn.mock.calls).toEqual([["first"], ["second"]]);
    expect(log.panic).not.toHaveBeenCalled();
  });

  it("stops the build with every error, one per line, and where to read about the fields", () => {
    const log = reporter();
    reportContent(
      {
        errors: ["data/jobs/tour-planner.json › type: bad", "data/jobs/travel-consultant.json › slug: bad"],
        warnings: [],
      },
      log,
    );
    expect(log.panic).toHaveBeenCalledWith(
      "The content in data/ has 2 problems. Fix them and build again (docs/editing-content.md explains each field):\n" +
        "  • data/jobs/tour-planner.json › type: bad\n" +
        "  • data/jobs/travel-consultant.json › slug: bad",
    );
  });

  it("says '1 problem' for one", () => {
    const log = reporter();
    reportContent({ errors: ["data/jobs/tour-planner.json: is not valid JSON"], warnings: [] }, log);
    expect(log.panic).toHaveBeenCalledWith(
      expect.stringMatching(/^The content in data\/ has 1 problem\. Fix it and build again/),
    );
  });
});
