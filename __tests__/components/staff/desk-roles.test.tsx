import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import { StaffDesk } from "../../../src/components/staff/staff-desk";
import {
  staffApi,
  type DepartureSeats,
  type Manifest,
  type RequestDetail,
  type RequestList,
} from "../../../requests/staff";
import { ok, selfOf, serve } from "./desk-api";

const ID = "5b0e3c1a-7a2b-4c1d-9e8f-0123456789ab";
const TRIP = "spiti-winter-expedition";
const START = "2026-12-24";

const list: RequestList = { requests: [], counts: {}, next: null };

const departure: DepartureSeats = {
  trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" },
  startDate: START,
  endDate: "2026-12-31",
  capacity: 12,
  held: 2,
  sold: 3,
  free: 7,
  overbooked: false,
  confirmed: 1,
  waiting: 1,
  arrived: 0,
};

/** A held booking that has paid its deposit, owes a refund by hand, and sent a resume: every control a request has. */
const held: RequestDetail = {
  id: ID,
  kind: "booking",
  status: "held",
  version: 1,
  receivedAt: "2026-11-24T08:35:00.000Z",
  lang: "en",
  name: "Ananya Śarmā",
  email: "ananya@example.com",
  phone: "+91 9876543210",
  trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" },
  departure: { startDate: START, endDate: "2026-12-31" },
  job: null,
  subject: null,
  message: null,
  coverLetter: null,
  resume: null,
  seats: { reference: "SF-7K3Q9XMD", count: 2, others: [], holdUntil: "2026-11-26T08:35:00.000Z", source: "site" },
  visitSource: null,
  money: {
    total: 3_989_800,
    deposit: 1_197_000,
    balance: 2_792_800,
    balanceDueBy: "2026-12-19",
    paid: 1_197_000,
    due: 2_792_800,
    overdue: false,
    payments: [
      {
        id: "desk_3f1c2d4e",
        amount: 1_197_000,
        method: "cash",
        paidAt: "2026-11-24T09:41:00.000Z",
        recordedBy: "asha@safarnama.example",
        withoutSeat: false,
      },
    ],
    refunds: [
      {
        id: "desk_3f1c2d4e:traveller",
        receipt: "desk_3f1c2d4e:traveller",
        amount: 598_500,
        status: "by-hand",
        at: "2026-11-25T06:00:00.000Z",
        returned: null,
      },
    ],
    refundToday: { traveller: { percent: 50, amount: 598_500 }, agency: { percent: 100, amount: 1_197_000 } },
    payUrl: null,
    balanceUrl: null,
    difference: null,
  },
  emails: [],
  history: [],
};

const manifest: Manifest = {
  ...departure,
  calledOff: null,
  readiness: {
    proofRequired: true,
    counts: { seats: 2, ready: 0, details: 1, proof: 0, proofReturned: 0, proofReview: 1 },
    bookings: [
      {
        id: ID,
        reference: "SF-7K3Q9XMD",
        name: "Ananya Śarmā",
        status: "confirmed",
        seats: [
          {
            seat: 1,
            name: "Ananya Śarmā",
            gaps: ["proof-review"],
            proof: {
              key: `proofs/${ID}/1/a1b2`,
              name: "run.pdf",
              type: "application/pdf",
              bytes: 2048,
              status: "submitted",
              note: null,
              reviewedBy: null,
              reviewedAt: null,
            },
            hasHealth: true,
          },
          { seat: 2, name: null, gaps: ["details"], proof: null, hasHealth: false },
        ],
      },
    ],
  },
  travellers: [
    {
      id: ID,
      reference: "SF-7K3Q9XMD",
      name: "Ananya Śarmā",
      email: "ananya@example.com",
      phone: "+91 9876543210",
      seats: 2,
      others: [],
      message: null,
      confirmedAt: "2026-11-24T09:00:00.000Z",
      details: [],
    },
  ],
  holds: [
    {
      id: "h1",
      reference: "SF-H2H2H2H2",
      name: "Dev Malhotra",
      email: "dev@example.com",
      phone: "+91 9111111111",
      seats: 2,
      status: "held",
      holdUntil: "2026-11-26T09:00:00.000Z",
      receivedAt: "2026-11-24T09:00:00.000Z",
      addressTag: null,
      shares: [],
    },
  ],
  sharedHolds: [],
  waitlist: [
    {
      id: "w1",
      reference: null,
      name: "Meera Iyer",
      email: "meera@example.com",
      phone: "+91 9222222222",
      seats: 1,
      status: "waiting",
      holdUntil: null,
      receivedAt: "2026-11-24T10:00:00.000Z",
    },
  ],
};

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Desk" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("someone signed in but on no staff list", () => {
  it("is told so in the server's words, and sees nothing else of the desk", async () => {
    const message =
      "You are signed in as ravi@example.com, but you are not on the desk's staff list. Ask an owner of the desk to add you.";
    const calls = serve({
      [staffApi.self]: { status: 403, body: { message, reason: "not-staff" } },
      [staffApi.requests]: ok(list),
    });
    renderInPage(<StaffDesk search="" />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Not on the staff list" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole("navigation", { name: "Desk" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([staffApi.self]);
  });
});

describe("accounts", () => {
  const accounts = selfOf(["accounts"], { email: "asha@safarnama.example" });

  it("sees Requests, Money and Numbers only, and who is signed in", async () => {
    serve({ [staffApi.self]: ok(accounts), [staffApi.requests]: ok(list), [staffApi.departures]: ok([]) });
    renderInPage(<StaffDesk search="" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Requests" })).toBeInTheDocument();
    expect(navLinks()).toEqual(["Requests", "Money", "Numbers"]);
    expect(screen.getByRole("banner")).toHaveTextContent("Signed in as asha@safarnama.example (accounts)");
  });

  it("sees a request's money with its controls, but nothing that changes its status or hold", async () => {
    serve({ [staffApi.self]: ok(accounts), [staffApi.request(ID)]: ok(held) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByRole("heading", { name: "Status: Held" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save status" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Extend the hold by")).not.toBeInTheDocument();
    // The departure's manifest is for those who read departures: its dates are words here.
    expect(screen.getByText("Trip").nextSibling).toHaveTextContent(
      "Spiti Valley Winter Expedition, 24 Dec – 31 Dec 2026",
    );
    expect(screen.queryByRole("link", { name: "24 Dec – 31 Dec 2026" })).not.toBeInTheDocument();
    const money = screen.getByRole("region", { name: "Money" });
    expect(within(money).getByRole("button", { name: "Record the payment" })).toBeInTheDocument();
    expect(within(money).getByRole("button", { name: "Mark ₹5,985 returned" })).toBeInTheDocument();
  });

  it("gets the first section they may use when the address asks for one they may not", async () => {
    const calls = serve({
      [staffApi.self]: ok(accounts),
      [staffApi.requests]: ok(list),
      [staffApi.departures]: ok([]),
    });
    renderInPage(<StaffDesk search="?view=staff" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Requests" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Desk" })).getByRole("link", { name: "Requests" }),
    ).toHaveAttribute("aria-current", "page");
    expect(calls.some((call) => call.path === staffApi.staff)).toBe(false);
  });

  it("sees an applicant's resume named, without its download, which their roles do not open", async () => {
    const application: RequestDetail = {
      ...held,
      kind: "application",
      status: "new",
      seats: null,
      money: null,
      trip: null,
      departure: null,
      job: { slug: "tour-planner", title: "Tour Planner" },
      resume: { name: "Rohan-CV.pdf", type: "application/pdf", bytes: 48_000 },
    };
    serve({ [staffApi.self]: ok(accounts), [staffApi.request(ID)]: ok(application) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByText("Rohan-CV.pdf (47 KB)")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Rohan-CV\.pdf/ })).not.toBeInTheDocument();
  });
});

describe("operations", () => {
  it("changes a request's status and hold, but sees its money without the controls", async () => {
    serve({ [staffApi.self]: ok(selfOf(["operations"])), [staffApi.request(ID)]: ok(held) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByRole("button", { name: "Save status" })).toBeInTheDocument();
    expect(screen.getByLabelText("Extend the hold by")).toBeInTheDocument();
    expect(navLinks()).toEqual(["Requests", "Departures", "Reviews", "Numbers"]);
    const money = screen.getByRole("region", { name: "Money" });
    expect(money).toHaveTextContent("Paid₹11,970");
    expect(within(money).queryByRole("button")).not.toBeInTheDocument();
    expect(within(money).queryByRole("textbox")).not.toBeInTheDocument();
  });
});

describe("a trip lead", () => {
  const lead = selfOf(["lead"], {
    email: "kabir@safarnama.example",
    departures: [{ trip: TRIP, startDate: START }],
  });

  it("lands on Departures, whatever the address asks for, and sees only that section", async () => {
    const calls = serve({ [staffApi.self]: ok(lead), [staffApi.departures]: ok([departure]) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Departures" })).toBeInTheDocument();
    expect(navLinks()).toEqual(["Departures"]);
    expect(screen.getByRole("link", { name: "Departures" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("banner")).toHaveTextContent("Signed in as kabir@safarnama.example (lead)");
    expect(calls.map((call) => call.path)).not.toContain(staffApi.request(ID));
  });

  it("reads their departure's manifest with no way to a request's detail, a sale or a proof", async () => {
    serve({ [staffApi.self]: ok(lead), [staffApi.manifest(TRIP, START)]: ok(manifest) });
    renderInPage(<StaffDesk search={`?departure=${TRIP}/${START}`} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Spiti Valley Winter Expedition");
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links.filter((href) => href?.includes("request="))).toEqual([]);
    // The names are there, as words.
    expect(within(screen.getByRole("region", { name: "Travellers table" })).getByRole("rowheader")).toHaveTextContent(
      "Ananya Śarmā",
    );
    expect(screen.getByRole("region", { name: /^Held, deposit due/ })).toHaveTextContent("Dev Malhotra, 2 seats");
    expect(screen.getByRole("region", { name: /^Waitlist/ })).toHaveTextContent("Meera Iyer (Waiting");
    expect(screen.getByRole("heading", { level: 3, name: /^Ananya Śarmā \(SF-7K3Q9XMD\)/ })).toBeInTheDocument();
    // What a lead does: health answers and the permit list, each logged.
    expect(screen.getByRole("button", { name: "Show Ananya Śarmā's health answers (logged)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open the permit list…" })).toBeInTheDocument();
    // What they do not: proofs, and sales by phone.
    expect(screen.getByText("Fitness proof: run.pdf (2 KB).")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /proof/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "A sale by phone" })).not.toBeInTheDocument();
  });
});
