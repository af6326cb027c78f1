// The desk's address: every view written by deskPathOf reads back as the same view, and an address that
// asks for something odd reads as the view's defaults.
import { deskPathOf, deskViewOf, type DeskView } from "../../../src/components/staff/desk-location";

const searchOf = (path: string) => path.slice(path.indexOf("?") === -1 ? path.length : path.indexOf("?"));

describe("the Numbers view in the address", () => {
  const views: DeskView[] = [
    { view: "numbers", figure: null, year: null, weeks: null, trip: null },
    { view: "numbers", figure: "money", year: "2025-26", weeks: null, trip: null },
    { view: "numbers", figure: "fill", year: null, weeks: 8, trip: null },
    { view: "numbers", figure: "lead-time", year: "2026-27", weeks: null, trip: "spiti-winter-expedition" },
    { view: "numbers", figure: "sources", year: "2099-00", weeks: 26, trip: null },
  ];

  it.each(views)("reads back what it wrote: %j", (view) => {
    expect(deskViewOf(searchOf(deskPathOf(view)))).toEqual(view);
  });

  it("is written plainly, each parameter only when it is not the default", () => {
    expect(deskPathOf(views[0])).toBe("/staff/?view=numbers");
    expect(deskPathOf(views[3])).toBe(
      "/staff/?view=numbers&figure=lead-time&year=2026-27&trip=spiti-winter-expedition",
    );
  });

  it("reads a figure, year or weeks it does not know as the default", () => {
    expect(deskViewOf("?view=numbers&figure=profits&year=2026-28&weeks=0")).toEqual(views[0]);
    expect(deskViewOf("?view=numbers&year=26-27&weeks=27")).toEqual(views[0]);
    expect(deskViewOf("?view=numbers&weeks=2.5&trip=")).toEqual(views[0]);
  });
});
