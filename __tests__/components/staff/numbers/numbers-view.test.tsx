// The desk's Numbers section from the staff API's answers: each figure's table, summary, chart name and CSV,
// and which figures each role sees.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { renderInPage } from "../../../support/messages";
import { StaffDesk } from "../../../../src/components/staff/staff-desk";
import { numbersApi } from "../../../../requests/numbers";
import { staffApi } from "../../../../requests/staff";
import { ok, selfOf, serve } from "../desk-api";
import { changes, fill, leadTime, money, sources } from "./numbers-fixtures";

const ANSWERS = {
  [numbersApi.money("2026-27")]: ok(money),
  [numbersApi.fill(6)]: ok(fill),
  [numbersApi.fill(4)]: ok({ ...fill, weeks: 4 }),
  [numbersApi.leadTime("2026-27")]: ok(leadTime),
  [numbersApi.changes("2026-27")]: ok(changes),
  [numbersApi.sources("2026-27")]: ok(sources),
};

beforeAll(async () => {
  // The desk loads the section on demand; loaded once here, the first test does not wait on the import
  // (visx and the figures) inside findBy's one second.
  await import("../../../../src/components/staff/numbers/numbers-view");
  jest.useFakeTimers({
    now: new Date("2026-11-29T06:30:00.000Z"),
    doNotFake: ["setTimeout", "setInterval", "queueMicrotask", "nextTick", "setImmediate"],
  });
});
afterAll(() => jest.useRealTimers());

/** The table captioned `caption`, as rows of cell texts, its header first. */
async function tableRows(caption: string) {
  const table = await screen.findByRole("table", { name: caption });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

/** What the Download CSV button hands the browser: the file's name and its text. */
async function downloaded(caption: string) {
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((given: Blob) => {
    blob = given;
    return "blob:numbers";
  });
  URL.revokeObjectURL = jest.fn();
  let fileName = "";
  const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    fileName = this.download;
  });
  await userEvent.click(screen.getByRole("button", { name: `Download CSV of ${caption}` }));
  click.mockRestore();
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob!);
  });
  return { fileName, text };
}

describe("money by month", () => {
  it("tables each month's money, says how the year compares with the last, and names its chart", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers" />);
    const rows = await tableRows("Money by month the money moved, 2026-27");
    expect(rows[0]).toEqual(["Month", "Received", "Refunded", "Kept as credit", "Received in 2025-26"]);
    expect(rows[1]).toEqual(["Apr 2026", "₹50,000", "₹2,500", "₹1,250.50", "₹45,000"]);
    expect(rows[12]).toEqual(["Mar 2027", "₹0", "₹0", "₹0", "₹45,000"]);
    expect(
      screen.getByText(
        "₹4,00,000 received so far in 2026-27, 11% more than by the same month of 2025-26. ₹20,000 refunded and ₹10,004 kept as trip credit.",
      ),
    ).toBeInTheDocument();
    const chart = screen.getByRole("img", {
      name: "Money by month the money moved, 2026-27: received, refunded and kept as credit, and received in 2025-26",
    });
    expect(chart).toHaveAccessibleDescription(/^₹4,00,000 received so far/);
  });

  it("counts the same money by the month booked or travelled", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers&figure=money" />);
    await userEvent.click(await screen.findByRole("radio", { name: "Month travelled" }));
    const rows = await tableRows("Money by month travelled, 2026-27");
    expect(rows[0]).toEqual(["Month", "Received", "Refunded", "Kept as credit"]);
    expect(rows[1]).toEqual(["Apr 2026", "₹70,000", "₹0", "₹0"]);
  });

  it("downloads the table as CSV: rupees with two decimals, named for the figure and year", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers" />);
    await screen.findByRole("table", { name: "Money by month the money moved, 2026-27" });
    const { fileName, text } = await downloaded("Money by month the money moved, 2026-27");
    expect(fileName).toBe("money-by-month-2026-27.csv");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Month,Received,Refunded,Kept as credit,Received in 2025-26");
    expect(lines[1]).toBe("Apr 2026,50000.00,2500.00,1250.50,45000.00");
    expect(lines[12]).toBe("Mar 2027,0.00,0.00,0.00,45000.00");
    expect(lines).toHaveLength(14);
  });

  it("moves to another year through the address", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers" />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Financial year" }), "2025-26");
    expect(navigate).toHaveBeenCalledWith("/staff/?view=numbers&figure=money&year=2025-26");
  });

  it("says so when the staff API refuses, with Try again", async () => {
    serve({ [numbersApi.money("2026-27")]: { status: 500, body: { message: "The numbers could not be read." } } });
    renderInPage(<StaffDesk search="?view=numbers" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The numbers could not be read.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says there is nothing yet for a year with no money", async () => {
    const none = money.moved.map((month) => ({ ...month, received: 0, refunded: 0, credited: 0 }));
    const quietYear = { ...money, moved: none, booked: none, travelled: none, lastYearMoved: none };
    serve({ [numbersApi.money("2026-27")]: ok(quietYear) });
    renderInPage(<StaffDesk search="?view=numbers" />);
    expect(await screen.findByText("No money moved in 2026-27 or 2025-26.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("fill of departures", () => {
  it("lists low departures starting soon first, linked to their manifests, with every band in words", async () => {
    const calls = serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers&figure=fill&weeks=4" />);
    const rows = await tableRows("Fill of every upcoming departure, as of 29 Nov 2026");
    expect(calls.some((call) => call.path === numbersApi.fill(4))).toBe(true);
    expect(rows.slice(1)).toEqual([
      ["Kumaon Villages Walk, 28 Dec 2026", "10", "2", "1", "7", "30%", "Low", "Low, starts within 4 weeks"],
      ["Spiti Valley Winter Expedition, 24 Dec 2026", "12", "10", "2", "0", "100%", "Full", ""],
      ["Spiti Valley Winter Expedition, 10 Mar 2027", "12", "6", "0", "6", "50%", "Normal", ""],
    ]);
    expect(
      screen.getByText(
        "3 departures upcoming, 1 of them full. 1 departure is low (under 40% taken) and starts within 4 weeks: push it or call it off.",
      ),
    ).toBeInTheDocument();
    const flagged = screen.getByRole("heading", { name: "Low and starting within 4 weeks" }).parentElement!;
    expect(within(flagged).getByRole("link", { name: "Kumaon Villages Walk, 28 Dec 2026" })).toHaveAttribute(
      "href",
      "/staff/?departure=kumaon-villages-walk/2026-12-28",
    );
    expect(screen.getByRole("img", { name: /^Seats sold, held and free/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Flag low departures starting within" }), "8");
    expect(navigate).toHaveBeenCalledWith("/staff/?view=numbers&figure=fill&weeks=8");
  });

  it("draws an overbooked departure's seats sold and held whole, inside the chart", async () => {
    const overbooked = { ...fill.departures[0], sold: 12, held: 3, free: -3, percent: 125 };
    serve({ ...ANSWERS, [numbersApi.fill(6)]: ok({ ...fill, departures: [overbooked] }) });
    renderInPage(<StaffDesk search="?view=numbers&figure=fill" />);
    const chart = await screen.findByRole("img", { name: /Seats sold, held and free/ });
    const bars = [...chart.querySelectorAll("rect")].filter((bar) => bar.closest("defs") === null);
    const tops = bars.map((bar) => Number(bar.getAttribute("y")));
    const heights = bars.map((bar) => Number(bar.getAttribute("height")));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(0);
    // The stack's top (sold and held: 15 seats) is the chart's highest point, not above it.
    expect(Math.min(...tops)).toBeGreaterThanOrEqual(0);
    expect(heights.filter((height) => height > 0).length).toBeGreaterThanOrEqual(2);
  });

  it("downloads the fill as CSV with the flag in words", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers&figure=fill" />);
    await screen.findByRole("table", { name: "Fill of every upcoming departure, as of 29 Nov 2026" });
    const { fileName, text } = await downloaded("Fill of every upcoming departure, as of 29 Nov 2026");
    expect(fileName).toBe("departure-fill-2026-11-29.csv");
    expect(text.split("\r\n").slice(0, 2)).toEqual([
      "Departure,Capacity,Sold,Held,Free,Taken,Band,Flag",
      '"Kumaon Villages Walk, 28 Dec 2026",10,2,1,7,30,Low,"Low, starts within 6 weeks"',
    ]);
  });
});

describe("when people book", () => {
  it("shows every trip's distribution with its median, and one trip's when the address names it", async () => {
    serve(ANSWERS);
    const { unmount } = renderInPage(<StaffDesk search="?view=numbers&figure=lead-time" />);
    const rows = await tableRows("Days from booking to departure, every trip, departures in 2026-27");
    expect(rows[0]).toEqual(["Booked before departure", "Bookings", "Share"]);
    expect(rows[4]).toEqual(["1–2 months", "8", "40%"]);
    expect(
      screen.getByText(
        "Half of the 20 confirmed bookings for every trip on departures in 2026-27 were made 45 days or more before departure (the median). The most were booked 1–2 months ahead.",
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Trip" }), "kumaon-villages-walk");
    expect(navigate).toHaveBeenCalledWith("/staff/?view=numbers&figure=lead-time&trip=kumaon-villages-walk");
    unmount();

    renderInPage(<StaffDesk search="?view=numbers&figure=lead-time&trip=kumaon-villages-walk" />);
    const trip = await tableRows("Days from booking to departure, Kumaon Villages Walk, departures in 2026-27");
    expect(trip[1]).toEqual(["Under a week", "1", "17%"]);
    expect(screen.getByText(/made 20 days or more before departure/)).toBeInTheDocument();
  });
});

describe("changes", () => {
  it("tables cancellations by who, refunds against credits, switches and waitlist offers, and sums them up", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers&figure=changes" />);
    const rows = await tableRows("Changes of plans by month, 2026-27");
    expect(rows[0]).toEqual([
      "Month",
      "Cancelled by traveller",
      "Cancelled by agency",
      "Called off",
      "Refunded",
      "Kept as credit",
      "Switches",
      "Offers made",
      "Offers taken",
      "Offers lapsed",
    ]);
    expect(rows[7]).toEqual(["Oct 2026", "3", "1", "2", "₹15,000", "₹6,000", "2", "4", "3", "1"]);
    expect(
      screen.getByText(
        "6 cancellations in 2026-27 (3 by travellers, 1 by the agency, 2 called off): ₹15,000 refunded, ₹6,000 kept as credit. 2 switched departure; 3 of 4 waitlist offers taken.",
      ),
    ).toBeInTheDocument();
  });
});

describe("where bookings come from", () => {
  it("tables every source, medium and campaign with its bookings and money, and names the biggest", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers&figure=sources" />);
    const rows = await tableRows("Confirmed bookings by source, medium and campaign, 2026-27");
    expect(rows.slice(1)).toEqual([
      ["instagram", "social", "winter-2026", "6", "11", "₹2,40,000"],
      ["direct", "–", "–", "3", "5", "₹90,000.50"],
      ["google", "cpc", "spiti, winter", "1", "2", "₹40,000"],
    ]);
    expect(
      screen.getByText(
        "10 bookings confirmed in 2026-27, ₹3,70,000.50 received for them. The most came from instagram: 6 (60%), bringing ₹2,40,000.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Confirmed bookings by source, 2026-27" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Money received by source, 2026-27" })).toBeInTheDocument();
    const { text } = await downloaded("Confirmed bookings by source, medium and campaign, 2026-27");
    expect(text).toBe(
      "Source,Medium,Campaign,Bookings,Seats,Received\r\n" +
        "instagram,social,winter-2026,6,11,240000.00\r\n" +
        "direct,,,3,5,90000.50\r\n" +
        'google,cpc,"spiti, winter",1,2,40000.00\r\n',
    );
  });

  it("writes a source a visitor's link named as a formula as text in the CSV", async () => {
    const forged = { ...sources.lines[0], source: '=HYPERLINK("https://evil.example")', campaign: "+cmd" };
    serve({ ...ANSWERS, [numbersApi.sources("2026-27")]: ok({ ...sources, lines: [forged] }) });
    renderInPage(<StaffDesk search="?view=numbers&figure=sources" />);
    await screen.findByRole("table", { name: "Confirmed bookings by source, medium and campaign, 2026-27" });
    const { text } = await downloaded("Confirmed bookings by source, medium and campaign, 2026-27");
    expect(text.split("\r\n")[1]).toBe(`"'=HYPERLINK(""https://evil.example"")",social,'+cmd,6,11,240000.00`);
  });
});

describe("who sees which figures", () => {
  const figureLinks = () =>
    within(screen.getByRole("navigation", { name: "Figures" }))
      .getAllByRole("link")
      .map((link) => link.textContent);

  it("shows an owner every figure", async () => {
    serve(ANSWERS);
    renderInPage(<StaffDesk search="?view=numbers" />);
    await screen.findByRole("table");
    expect(figureLinks()).toEqual([
      "Money by month",
      "Fill of departures",
      "When people book",
      "Changes",
      "Where bookings come from",
    ]);
  });

  it("shows accounts the money figures and no fill, even when the address asks for it", async () => {
    const calls = serve({ ...ANSWERS, [staffApi.self]: ok(selfOf(["accounts"])) });
    renderInPage(<StaffDesk search="?view=numbers&figure=fill" />);
    await screen.findByRole("table", { name: "Money by month the money moved, 2026-27" });
    expect(figureLinks()).toEqual(["Money by month", "Changes", "Where bookings come from"]);
    expect(calls.some((call) => call.path.includes("numbers/fill"))).toBe(false);
  });

  it("shows operations the departures' figures and no money", async () => {
    const calls = serve({ ...ANSWERS, [staffApi.self]: ok(selfOf(["operations"])) });
    renderInPage(<StaffDesk search="?view=numbers&figure=money" />);
    await screen.findByRole("table", { name: /^Fill of every upcoming departure/ });
    expect(figureLinks()).toEqual(["Fill of departures", "When people book"]);
    expect(calls.some((call) => call.path.includes("numbers/money"))).toBe(false);
  });

  it("keeps Numbers out of the navigation of a role that may see neither", async () => {
    serve({ [staffApi.self]: ok(selfOf(["lead"])) });
    renderInPage(<StaffDesk search="?view=numbers" />);
    await screen.findByRole("navigation", { name: "Desk" });
    expect(
      within(screen.getByRole("navigation", { name: "Desk" })).queryByRole("link", { name: "Numbers" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Figures" })).not.toBeInTheDocument();
  });
});
