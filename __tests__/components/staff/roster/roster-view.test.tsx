// The lead's roster in the desk: read online and kept on the phone under a PIN (typed values kept
// when the two PINs differ); with no connection, the kept copy opened with the PIN after a wrong one
// is counted, a tick kept for the connection, and a newer roster announced once the connection is back.
import { webcrypto } from "node:crypto";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { rosterApi } from "../../../../requests/staff-roster";
import { TEST_ROSTER as ROSTER } from "../../../support/roster-fixture";
import { RosterView } from "../../../../src/components/staff/roster/roster-view";
import { keptRoster, waitingFor } from "../../../../src/components/staff/roster/kept-rosters";

jest.setTimeout(60_000);

const TRIP = "spiti-winter-expedition";
const START = "2027-01-10";
const PIN = "135790";

type Route = { status: number; body: unknown } | "offline";

/** The staff API by address; "offline" fails the call as a dead connection does. */
function serve(routes: Record<string, Route>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const route = routes[String(input)] ?? { status: 404, body: { message: "Nothing here." } };
    if (route === "offline") throw new TypeError("Failed to fetch");
    return { ok: route.status < 300, status: route.status, json: async () => route.body } as Response;
  }) as typeof fetch;
}

beforeAll(() => Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true }));
beforeEach(() => localStorage.clear());

async function keepWithPin() {
  serve({ [rosterApi.roster(TRIP, START)]: { status: 200, body: ROSTER } });
  const view = render(<RosterView trip={TRIP} startDate={START} email="lead@safarnama.example" />);
  expect(await screen.findByText("Ravi Rao arrived")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("PIN (6 digits or more)"), PIN);
  await userEvent.type(screen.getByLabelText("The same PIN again"), PIN);
  await userEvent.click(screen.getByRole("button", { name: "Keep on this phone" }));
  expect(await screen.findByText(/Kept on this phone, sealed under your PIN/, {}, { timeout: 10_000 })).toBeVisible();
  view.unmount();
}

it("shows the roster read online and keeps it under a PIN, keeping what was typed when the two PINs differ", async () => {
  serve({ [rosterApi.roster(TRIP, START)]: { status: 200, body: ROSTER } });
  render(<RosterView trip={TRIP} startDate={START} email="lead@safarnama.example" />);
  expect(await screen.findByText(/Inhaler for asthma/)).toBeInTheDocument();
  expect(screen.getByText("passport Z1234567")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "+919811111111" })).toHaveAttribute("href", "tel:+919811111111");
  expect(screen.getByText("0 of 2 arrived")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("PIN (6 digits or more)"), PIN);
  await userEvent.type(screen.getByLabelText("The same PIN again"), "135791");
  await userEvent.click(screen.getByRole("button", { name: "Keep on this phone" }));
  expect(screen.getByRole("alert")).toHaveTextContent("The two PINs differ");
  expect(screen.getByLabelText("PIN (6 digits or more)")).toHaveValue(PIN);
  expect(keptRoster(TRIP, START)).toBeNull();
});

it("with no connection opens the kept copy with the PIN, counts a wrong one, and keeps a tick for the connection", async () => {
  await keepWithPin();
  serve({ [rosterApi.roster(TRIP, START)]: "offline", [rosterApi.checkIns(TRIP, START)]: "offline" });
  render(<RosterView trip={TRIP} startDate={START} email="lead@safarnama.example" />);
  const pin = await screen.findByLabelText("PIN");
  await userEvent.type(pin, "000000");
  await userEvent.click(screen.getByRole("button", { name: "Open the roster" }));
  expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("4 tries left");
  expect(pin).toHaveFocus();
  await userEvent.type(pin, PIN);
  await userEvent.click(screen.getByRole("button", { name: "Open the roster" }));
  expect(await screen.findByText("Offline copy.", {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(waitingFor(TRIP, START).openings).toHaveLength(1);
  await userEvent.click(screen.getByRole("checkbox", { name: "Ravi Rao arrived" }));
  expect(await screen.findByText("1 of 2 arrived")).toBeInTheDocument();
  expect(screen.getByText(/Ticked on this phone/)).toBeInTheDocument();
  expect(waitingFor(TRIP, START).checkIns).toEqual([
    expect.objectContaining({ requestId: ROSTER.bookings[0].requestId, seat: 1, arrived: true }),
  ]);
});

it("says when the roster changed since the copy was kept, once the connection is back, and offers the new one", async () => {
  await keepWithPin();
  serve({ [rosterApi.roster(TRIP, START)]: "offline", [rosterApi.checkIns(TRIP, START)]: "offline" });
  render(<RosterView trip={TRIP} startDate={START} email="lead@safarnama.example" />);
  await userEvent.type(await screen.findByLabelText("PIN"), PIN);
  await userEvent.click(screen.getByRole("button", { name: "Open the roster" }));
  expect(await screen.findByText("Offline copy.", {}, { timeout: 10_000 })).toBeInTheDocument();
  serve({
    [rosterApi.version(TRIP, START)]: { status: 200, body: { version: "v2" } },
    [rosterApi.openings(TRIP, START)]: { status: 200, body: { logged: 1 } },
  });
  await userEvent.click(screen.getByRole("button", { name: "Check the connection" }));
  expect(await screen.findByText("The roster has changed since this copy was kept.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Show the new roster" })).toBeInTheDocument();
  // The opening made offline went to the access log with the connection.
  expect(waitingFor(TRIP, START).openings).toEqual([]);
});

it("deletes the kept copy at the fifth wrong PIN and says so", async () => {
  await keepWithPin();
  serve({ [rosterApi.roster(TRIP, START)]: "offline" });
  render(<RosterView trip={TRIP} startDate={START} email="lead@safarnama.example" />);
  const pin = await screen.findByLabelText("PIN");
  for (const left of [4, 3, 2, 1]) {
    await userEvent.type(pin, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Open the roster" }));
    expect(await screen.findByText(new RegExp(`${left} tr(y|ies) left`), {}, { timeout: 10_000 })).toBeVisible();
  }
  await userEvent.type(pin, "000000");
  await userEvent.click(screen.getByRole("button", { name: "Open the roster" }));
  expect(
    await screen.findByText(/5 wrong PINs: the copy kept on this phone is deleted/, {}, { timeout: 10_000 }),
  ).toBeVisible();
  expect(keptRoster(TRIP, START)).toBeNull();
});

it("says beside a seat that it was handed to someone else, and when", async () => {
  serve({ [rosterApi.roster(TRIP, START)]: { status: 200, body: ROSTER } });
  render(<RosterView trip={TRIP} startDate={START} email="lead@safarnama.example" />);
  const said = await screen.findByText(/Handed to someone else on/);
  // Seat 2's new traveller has not told their details yet; seat 1 (Ravi Rao) was never handed on.
  expect(said).toHaveTextContent(/^Handed to someone else on .+: waiting for the new traveller's details$/);
  expect(said.closest("li")).toHaveTextContent("Seat 2 (no details yet) arrived");
  expect(screen.getAllByText(/Handed to someone else on/)).toHaveLength(1);
});
