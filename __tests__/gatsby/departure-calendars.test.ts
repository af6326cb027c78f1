/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// Packages resolved as the build's Node resolves them: under jsdom's default
// conditions, ics's nanoid would load its browser build, which is ESM only.
import ICAL from "ical.js";
import { departureCalendar } from "../../gatsby/departure-calendars";

const spiti = {
  slug: "spiti-winter-expedition",
  title: "Spiti Valley Winter Expedition",
  location: "Kaza, Himachal Pradesh",
  pickup: "Shimla Old Bus Stand, 8 AM on day 1",
  drop: "Shimla Old Bus Stand, 6 PM on day 8",
  startDate: "2027-01-16",
  endDate: "2027-01-23",
};

/** The calendar's one event, as a calendar program reads it. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
}

describe("a departure's calendar file", () => {
  const text = departureCalendar(spiti, "https://www.safarnama.example", "2026-11-21");

  it("is one all-day event from the first day, ending the day after the last (RFC 5545's exclusive end)", () => {
    const event = eventOf(text);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-01-16");
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe("2027-01-24");
    expect(text).toContain("DTSTART;VALUE=DATE:20270116");
    expect(text).toContain("DTEND;VALUE=DATE:20270124");
  });

  it("names the trip, its place, the pickup and drop, and the trip page", () => {
    const event = eventOf(text);
    expect(event.summary).toBe("Spiti Valley Winter Expedition");
    expect(event.location).toBe("Kaza, Himachal Pradesh");
    expect(event.description).toBe(
      "Pickup: Shimla Old Bus Stand, 8 AM on day 1\nDrop: Shimla Old Bus Stand, 6 PM on day 8\nTrip page: https://www.safarnama.example/trips/spiti-winter-expedition/",
    );
    expect(event.component.getFirstPropertyValue("url")).toBe(
      "https://www.safarnama.example/trips/spiti-winter-expedition/",
    );
  });

  it("has an id that stays the same for the departure across builds, and the build's date as its stamp", () => {
    expect(eventOf(text).uid).toBe("spiti-winter-expedition-2027-01-16@www.safarnama.example");
    expect(text).toMatch(/^DTSTAMP:20261121T000000Z\r$/m);
    expect(departureCalendar(spiti, "https://www.safarnama.example", "2026-11-21")).toBe(text);
  });

  it("ends a departure over New Year and a leap day correctly", () => {
    expect(
      eventOf(
        departureCalendar(
          { ...spiti, startDate: "2026-12-28", endDate: "2026-12-31" },
          "https://x.example",
          "2026-11-21",
        ),
      ).endDate.toString(),
    ).toBe("2027-01-01");
    expect(
      eventOf(
        departureCalendar(
          { ...spiti, startDate: "2028-02-26", endDate: "2028-02-28" },
          "https://x.example",
          "2026-11-21",
        ),
      ).endDate.toString(),
    ).toBe("2028-02-29");
  });

  it("uses CRLF line ends and folds no line past 75 octets", () => {
    const lines = text.split("\r\n");
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });
});
