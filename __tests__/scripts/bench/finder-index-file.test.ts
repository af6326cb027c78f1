import { FINDER_INDEX_FILE } from "../../../scripts/bench/finder-index-file.mjs";
import { FINDER_INDEX_PATH } from "../../../src/lib/finder/paths";

describe("the benchmarks' name for the finder's index", () => {
  it("is the file the build writes", () => {
    expect(`/${FINDER_INDEX_FILE}`).toBe(FINDER_INDEX_PATH);
  });
});
