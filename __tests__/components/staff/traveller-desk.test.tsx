import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import userEvent from "@testing-library/user-event";
import { StaffDesk } from "../../../src/components/staff/staff-desk";
import {
  staffApi,
  type AccessLogPage,
  type Manifest,
  type PermitList,
  type SeatReadinessLine,
} from "../../../requests/staff";
import { ok, serve } from "./desk-api";

const TRIP = "spiti-winter-expedition";
const START = "2026-12-24";
const BOOKING = "5b0e3c1a-7a2b-4c1d-9e8f-0123456789ab";

const proof = (status: "submitted" | "approved" | "returned") => ({
  key: `proofs/${BOOKING}/1/a1b2`,
  name: "run.pdf",
  type: "application/pdf",
  bytes: 2048,
  status,
  note: status === "returned" ? "Blurred: send the screenshot." : null,
  reviewedBy: status === "submitted" ? null : "priya@safarnama.example",
  reviewedAt: status === "submitted" ? null : "2026-11-25T06:00:00.000Z",
});

function manifestWith(seats: SeatReadinessLine[], counts: Partial<Manifest["readiness"]["counts"]> = {}): Manifest {
  return {
    trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" },
    startDate: START,
    endDate: "2026-12-31",
    capacity: 12,
    held: 0,
    sold: 3,
    free: 9,
    overbooked: false,
    confirmed: 1,
    waiting: 0,
    arrived: 0,
    readiness: {
      proofRequired: true,
      counts: { seats: 4, ready: 1, details: 2, proof: 0, proofReturned: 0, proofReview: 1, ...counts },
      bookings: [{ id: BOOKING, reference: "SF-7K3Q9XMD", name: "Ravi Rao", status: "confirmed", seats }],
    },
    travellers: [
      {
        id: BOOKING,
        reference: "SF-7K3Q9XMD",
        name: "Ravi Rao",
        email: "ravi@example.com",
        phone: "+91 9876543210",
        seats: 3,
        others: [],
        message: null,
        confirmedAt: "2026-11-24T09:00:00.000Z",
        details: [
          {
            seat: 2,
            name: "Tara Rao",
            age: 16,
            gender: "female",
            phone: "+91 9812345678",
            dietary: "No peanuts",
            emergency: { name: "Meena Rao", relation: "mother", phone: "+91 9811111111" },
            guardian: { name: "Meena Rao", phone: "+91 9811111111" },
          },
        ],
      },
    ],
    holds: [],
    sharedHolds: [],
    waitlist: [],
    calledOff: null,
  };
}

const seats = (first: SeatReadinessLine["proof"]): SeatReadinessLine[] => [
  {
    seat: 1,
    name: "Ravi Rao",
    gaps: first?.status === "submitted" ? ["proof-review"] : [],
    proof: first,
    hasHealth: true,
  },
  { seat: 2, name: "Tara Rao", gaps: [], proof: null, hasHealth: false },
  { seat: 3, name: null, gaps: ["details", "proof"], proof: null, hasHealth: false },
  { seat: 4, name: null, gaps: ["details", "proof"], proof: null, hasHealth: false },
];

const openManifest = () => renderInPage(<StaffDesk search={`?departure=${TRIP}/${START}`} />);

describe("a departure's travellers", () => {
  it("counts who is ready and lists each seat with what it lacks, and each traveller's details", async () => {
    serve({ [staffApi.manifest(TRIP, START)]: [ok(manifestWith(seats(proof("submitted"))))] });
    openManifest();
    expect(
      await screen.findByText("1 of 4 travellers ready · 2 missing details · 1 proof to review"),
    ).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Seats of Ravi Rao's booking" });
    const lines = within(list).getAllByRole("listitem");
    expect(lines[0]).toHaveTextContent("Seat 1: Ravi Rao Missing: proof to review");
    expect(lines[1]).toHaveTextContent("Seat 2: Tara Rao Ready");
    // Seats nobody has told yet share a line, so a big group's booking stays short.
    expect(lines[2]).toHaveTextContent("Seats 3–4: not told yet Missing: details, fitness proof");
    expect(lines).toHaveLength(3);
    const details = screen.getByRole("region", { name: "Travellers' details table" });
    expect(within(details).getByRole("rowheader", { name: "Tara Rao" }).closest("tr")).toHaveTextContent(
      "Tara Rao16femaleNo peanuts+91 9812345678Meena Rao (mother), +91 9811111111Meena Rao, +91 9811111111",
    );
  });

  it("opens a proof through a POST from the desk, approves it, and shows the manifest the API answers", async () => {
    const calls = serve({
      [staffApi.manifest(TRIP, START)]: [ok(manifestWith(seats(proof("submitted"))))],
      [staffApi.proofReview(BOOKING, 1)]: [ok(manifestWith(seats(proof("approved")), { ready: 2, proofReview: 0 }))],
    });
    openManifest();
    const open = await screen.findByRole("button", { name: "Open Ravi Rao's proof (logged)" });
    const form = open.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", staffApi.proof(BOOKING, 1));
    expect(form).toHaveAttribute("target", "_blank");
    await userEvent.click(screen.getByRole("button", { name: "Approve Ravi Rao's proof" }));
    expect(await screen.findByText(/^Approved by priya@safarnama.example on/)).toBeInTheDocument();
    expect(screen.getByText(/^2 of 4 travellers ready/)).toBeInTheDocument();
    const review = calls.find((call) => call.path === staffApi.proofReview(BOOKING, 1))!;
    expect(JSON.parse(String(review.init!.body))).toEqual({ key: proof("submitted").key, decision: "approved" });
  });

  it("asks for a note before sending a proof back, and offers the latest when a colleague decided first", async () => {
    const calls = serve({
      [staffApi.manifest(TRIP, START)]: [
        ok(manifestWith(seats(proof("submitted")))),
        ok(manifestWith(seats(proof("approved")))),
      ],
      [staffApi.proofReview(BOOKING, 1)]: [
        { status: 409, body: { message: "asha@safarnama.example approved it a moment ago. Show the latest." } },
      ],
    });
    openManifest();
    await userEvent.click(await screen.findByRole("button", { name: "Send Ravi Rao's proof back" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Say why the proof goes back: the traveller reads your note.");
    expect(calls.some((call) => call.path === staffApi.proofReview(BOOKING, 1))).toBe(false);
    await userEvent.type(screen.getByLabelText("Why it goes back (the traveller reads this)"), "Blurred.");
    await userEvent.click(screen.getByRole("button", { name: "Send Ravi Rao's proof back" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("asha@safarnama.example approved it a moment ago.");
    await userEvent.click(screen.getByRole("button", { name: "Show the latest" }));
    expect(await screen.findByText(/^Approved by/)).toBeInTheDocument();
  });

  it("shows a traveller's health answers only when staff ask", async () => {
    const calls = serve({
      [staffApi.manifest(TRIP, START)]: [ok(manifestWith(seats(null)))],
      [staffApi.health(BOOKING, 1)]: [ok({ answers: [{ question: "medication", answer: "Inhaler" }] })],
    });
    openManifest();
    const button = await screen.findByRole("button", { name: "Show Ravi Rao's health answers (logged)" });
    expect(calls.some((call) => call.path === staffApi.health(BOOKING, 1))).toBe(false);
    await userEvent.click(button);
    const answers = await screen.findByRole("definition");
    expect(answers).toHaveTextContent("Inhaler");
    expect(calls.find((call) => call.path === staffApi.health(BOOKING, 1))!.init!.method).toBe("POST");
  });
});

describe("the permit list", () => {
  const list: PermitList = {
    trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" },
    startDate: START,
    endDate: "2026-12-31",
    travellers: [
      {
        requestId: BOOKING,
        reference: "SF-7K3Q9XMD",
        seat: 1,
        name: "Ravi Rao",
        idType: "passport",
        idNumber: "Z1234567",
      },
    ],
    missing: 2,
  };

  it("opens only after a confirmation that says it is logged, then shows the IDs and offers the download", async () => {
    const calls = serve({
      [staffApi.manifest(TRIP, START)]: [ok(manifestWith(seats(null)))],
      [staffApi.permitList(TRIP, START)]: [ok(list)],
    });
    openManifest();
    await userEvent.click(await screen.findByRole("button", { name: "Open the permit list…" }));
    const confirm = screen.getByRole("group", { name: "Open the permit list?" });
    expect(screen.getByRole("heading", { name: "Open the permit list?" })).toHaveFocus();
    expect(confirm).toHaveTextContent("written to the access log");
    expect(calls.some((call) => call.path === staffApi.permitList(TRIP, START))).toBe(false);
    const download = within(confirm).getByRole("button", { name: "Download the permit list (CSV)" }).closest("form")!;
    expect(download).toHaveAttribute("method", "post");
    expect(download).toHaveAttribute("action", staffApi.permitListCsv(TRIP, START));
    await userEvent.click(within(confirm).getByRole("button", { name: "Show the permit list" }));
    expect(await screen.findByRole("heading", { name: "1 traveller with their ID · 2 not told yet" })).toHaveFocus();
    const table = screen.getByRole("region", { name: "Permit list table" });
    expect(within(table).getByRole("rowheader", { name: "Ravi Rao" }).closest("tr")).toHaveTextContent(
      "Ravi RaoPassportZ1234567SF-7K3Q9XMD1",
    );
    await userEvent.click(screen.getByRole("button", { name: "Hide the permit list" }));
    expect(screen.queryByText("Z1234567")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open the permit list…" })).toHaveFocus();
  });
});

describe("the access log", () => {
  it("lists reads newest first with who, what and whose, and pages to older ones", async () => {
    const page: AccessLogPage = {
      lines: [
        {
          id: 71,
          at: "2026-11-25T06:00:00.000Z",
          staffEmail: "priya@safarnama.example",
          role: "operations",
          purpose: "preparing the trip",
          what: "proof",
          request: { id: BOOKING, reference: "SF-7K3Q9XMD", name: "Ravi Rao" },
          seat: 1,
          traveller: "Ravi Rao",
          departure: { trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" }, startDate: START },
        },
        {
          id: 70,
          at: "2026-11-25T05:00:00.000Z",
          staffEmail: "asha@safarnama.example",
          role: "lead",
          purpose: "leading the departure",
          what: "permit-list",
          request: null,
          seat: null,
          traveller: null,
          departure: { trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" }, startDate: START },
        },
      ],
      next: 70,
    };
    serve({ [staffApi.accessLog()]: [ok(page)] });
    renderInPage(<StaffDesk search="?view=access-log" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Access log" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Access log" })).toHaveAttribute("aria-current", "page");
    const rows = within(await screen.findByRole("region", { name: "Access log table" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(
      "25 Nov 2026, 11:30priya@safarnama.exampleoperationspreparing the tripFitness proofRavi Rao (seat 1)SF-7K3Q9XMD",
    );
    expect(rows[2]).toHaveTextContent(
      "asha@safarnama.exampleleadleading the departurePermit list (ID numbers)Every confirmed traveller",
    );
    expect(screen.getByRole("link", { name: "Older reads" })).toHaveAttribute(
      "href",
      "/staff/?view=access-log&before=70",
    );
  });

  it("says under which role and why each read was made, and a dash for reads from before the desk had roles", async () => {
    const read = {
      at: "2026-11-25T06:00:00.000Z",
      what: "health",
      request: { id: BOOKING, reference: "SF-7K3Q9XMD", name: "Ravi Rao" },
      seat: 1,
      traveller: "Ravi Rao",
      departure: null,
    } as const;
    const page: AccessLogPage = {
      lines: [
        { ...read, id: 9, staffEmail: "kabir@safarnama.example", role: "lead", purpose: "leading the departure" },
        { ...read, id: 8, staffEmail: "priya@safarnama.example", role: null, purpose: null },
      ],
      next: null,
    };
    serve({ [staffApi.accessLog()]: [ok(page)] });
    renderInPage(<StaffDesk search="?view=access-log" />);
    const table = await screen.findByRole("region", { name: "Access log table" });
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    const [head, led, older] = within(table).getAllByRole("row");
    expect(
      within(head)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["When", "Who", "Role", "Why", "What", "Whose", "Booking", "Departure"]);
    expect(cellsOf(led).slice(0, 3)).toEqual(["kabir@safarnama.example", "lead", "leading the departure"]);
    expect(cellsOf(older).slice(0, 3)).toEqual(["priya@safarnama.example", "—", "—"]);
  });
});
