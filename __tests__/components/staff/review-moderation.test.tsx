import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage } from "../../support/messages";
import { StaffDesk } from "../../../src/components/staff/staff-desk";
import { reviewApi, type ReviewDetail, type ReviewList } from "../../../requests/reviews";
import { staffApi, type RequestList } from "../../../requests/staff";
import { bodySentTo, ok, selfOf, serve } from "./desk-api";

// The desk's reviews: listed by status with counts, each whole (stars in words too); a waiting one
// published, or held back only for one of the policy's reasons with a note to its author; a published
// one answered publicly; each step on the version read, its refusal said, and its log shown.

const ID = "RV-7K3Q9X";
const BOOKING = "5b0e3c1a-7a2b-4c1d-9e8f-0123456789ab";
const OPERATIONS = selfOf(["operations"], { email: "ops@safarnama.example" });

const waiting: ReviewDetail = {
  id: ID,
  trip: { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" },
  departureStart: "2026-12-24",
  lang: "hi",
  rating: 3,
  title: "ठंडी पर सुंदर यात्रा",
  body: "दर्रा एक दिन बंद रहा, पर होमस्टे गर्म थे और खाना अच्छा था।",
  leadNote: "तेनज़िन को धन्यवाद",
  authorName: "प्रिया न.",
  writtenAt: "2027-01-10T05:30:00.000Z",
  rewrittenAt: null,
  status: "waiting",
  heldReason: null,
  heldNote: null,
  decidedAt: null,
  decidedBy: null,
  publishedAt: null,
  withdrawnAt: null,
  reply: null,
  repliedAt: null,
  repliedBy: null,
  version: 1,
  booking: { id: BOOKING, reference: "SF-7K3Q9XMD" },
  log: [{ at: "2027-01-10T05:30:00.000Z", actor: "author", action: "written", detail: null }],
};

const published: ReviewDetail = {
  ...waiting,
  status: "published",
  version: 2,
  decidedAt: "2027-01-10T06:00:00.000Z",
  decidedBy: "ops@safarnama.example",
  publishedAt: "2027-01-10T06:00:00.000Z",
  log: [
    ...waiting.log,
    { at: "2027-01-10T06:00:00.000Z", actor: "ops@safarnama.example", action: "published", detail: null },
  ],
};

const held: ReviewDetail = {
  ...waiting,
  status: "held",
  version: 2,
  heldReason: "others-personal-data",
  heldNote: "Please leave out the driver's phone number.",
  log: [
    ...waiting.log,
    { at: "2027-01-10T06:00:00.000Z", actor: "ops@safarnama.example", action: "held", detail: "others-personal-data" },
  ],
};

const list: ReviewList = {
  status: "waiting",
  reviews: [waiting],
  counts: { waiting: 1, published: 4, held: 2, withdrawn: 0 },
  next: null,
};

const posts = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.init?.method === "POST");

describe("the reviews' list", () => {
  it("is a section of the desk for operations, with a tab per status and its count, each review whole", async () => {
    serve({ [staffApi.self]: ok(OPERATIONS), [reviewApi.list("waiting")]: ok(list) });
    renderInPage(<StaffDesk search="?view=reviews" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Reviews" })).toBeInTheDocument();
    const desk = screen.getByRole("navigation", { name: "Desk" });
    expect(within(desk).getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText(/^Publish every review, good or bad, unless it breaks the policy: /)).toBeVisible();
    const tabs = within(await screen.findByRole("navigation", { name: "Reviews by status" })).getAllByRole("link");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Waiting 1", "Published 4", "Held back 2", "Withdrawn 0"]);
    expect(tabs[0]).toHaveAttribute("aria-current", "page");
    expect(tabs[2]).toHaveAttribute("href", "/staff/?view=reviews&status=held");
    const review = within(screen.getByRole("list", { name: "Waiting reviews" })).getByRole("listitem");
    expect(within(review).getByRole("link", { name: waiting.title })).toHaveAttribute("href", `/staff/?review=${ID}`);
    expect(review).toHaveTextContent("★★★☆☆ 3 of 5");
    expect(review).toHaveTextContent(waiting.body);
    expect(review).toHaveTextContent(`For the trip lead${waiting.leadNote}`);
    expect(review).toHaveTextContent(`Shown as${waiting.authorName}`);
    expect(review).toHaveTextContent("TripSpiti Valley Winter Expedition, Dec 2026");
    expect(review).toHaveTextContent("Written10 Jan 2027, 11:00");
    expect(review).toHaveTextContent("LanguageHindi");
    expect(within(review).getByText(waiting.body)).toHaveAttribute("lang", "hi");
  });

  it("names a withdrawn review, whose words its author's withdrawal erased, by its id", async () => {
    const withdrawn = {
      ...waiting,
      status: "withdrawn" as const,
      title: "",
      body: "",
      leadNote: "",
      authorName: "",
      withdrawnAt: "2027-01-12T05:30:00.000Z",
    };
    serve({
      [staffApi.self]: ok(OPERATIONS),
      [reviewApi.list("withdrawn")]: ok({ ...list, status: "withdrawn", reviews: [withdrawn] }),
    });
    renderInPage(<StaffDesk search="?view=reviews&status=withdrawn" />);
    const review = within(await screen.findByRole("list", { name: "Withdrawn reviews" })).getByRole("listitem");
    expect(within(review).getByRole("link", { name: `${ID}, its words erased when withdrawn` })).toBeInTheDocument();
    expect(review).toHaveTextContent("ReviewErased when its author withdrew it.");
    expect(review).toHaveTextContent("Shown aserased");
    expect(review).toHaveTextContent("Withdrawn12 Jan 2027, 11:00");
    expect(review).not.toHaveTextContent("For the trip lead");
  });

  it("is not offered to accounts: an address asking for it shows their first section, and nothing is fetched", async () => {
    const calls = serve({
      [staffApi.self]: ok(selfOf(["accounts"])),
      [staffApi.requests]: ok({ requests: [], counts: {}, next: null } satisfies RequestList),
      [staffApi.departures]: ok([]),
    });
    renderInPage(<StaffDesk search="?view=reviews" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Requests" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Desk" })).queryByRole("link", { name: "Reviews" })).toBe(
      null,
    );
    expect(calls.some((call) => call.path.includes("/reviews"))).toBe(false);
  });
});

describe("a waiting review", () => {
  it("is published with the version read; then the desk says so, with the focus, and offers the public answer", async () => {
    const calls = serve({
      [staffApi.self]: ok(OPERATIONS),
      [reviewApi.review(ID)]: ok(waiting),
      [reviewApi.decision(ID)]: ok(published),
    });
    renderInPage(<StaffDesk search={`?review=${ID}`} />);
    const decide = await screen.findByRole("region", { name: "Decide" });
    expect(decide).toHaveTextContent(/^DecidePublish every review, good or bad, unless it breaks the policy/);
    await userEvent.click(within(decide).getByRole("button", { name: "Publish" }));
    const said = await screen.findByRole("status");
    expect(said).toHaveTextContent("Published. It shows on the trip's pages within a minute.");
    expect(said).toHaveFocus();
    expect(bodySentTo(calls, reviewApi.decision(ID))).toEqual({ decision: "publish", version: 1 });
    expect(screen.queryByRole("region", { name: "Decide" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "The agency's public answer" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Log" })).toHaveTextContent("ops@safarnama.example published it.");
  });

  it("is held back only with one of the policy's reasons: without one, nothing is sent and the desk says why", async () => {
    const calls = serve({
      [staffApi.self]: ok(OPERATIONS),
      [reviewApi.review(ID)]: ok(waiting),
      [reviewApi.decision(ID)]: ok(held),
    });
    renderInPage(<StaffDesk search={`?review=${ID}`} />);
    const holdBack = await screen.findByRole("form", { name: "Or hold it back" });
    const reasons = within(holdBack).getByRole("group", { name: "Which rule of the policy does it break?" });
    expect(
      within(reasons)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual([
      "Abuse: insults, threats, hate or obscenity",
      "Personal data about someone else (a name with a phone number, an address, health)",
      "Not about the trip",
    ]);
    await userEvent.type(
      within(holdBack).getByRole("textbox", { name: "Note to the author (optional)" }),
      "  Please leave out the driver's phone number.",
    );
    await userEvent.click(within(holdBack).getByRole("button", { name: "Hold back" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Choose which rule of the policy it breaks");
    expect(alert).toHaveFocus();
    expect(posts(calls)).toEqual([]);

    await userEvent.click(within(reasons).getByRole("radio", { name: /^Personal data about someone else/ }));
    await userEvent.click(within(holdBack).getByRole("button", { name: "Hold back" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Held back. Its author is emailed within a minute");
    expect(bodySentTo(calls, reviewApi.decision(ID))).toEqual({
      decision: "hold",
      version: 1,
      reason: "others-personal-data",
      note: "Please leave out the driver's phone number.",
    });
    expect(screen.getByText("Held back for").nextSibling).toHaveTextContent(/^Personal data about someone else/);
    expect(screen.getByRole("list", { name: "Log" })).toHaveTextContent(
      "ops@safarnama.example held it back: Personal data about someone else",
    );
  });

  it("says so when a colleague decided first, keeps the note, and shows the latest on request", async () => {
    const calls = serve({
      [staffApi.self]: ok(OPERATIONS),
      [reviewApi.review(ID)]: [ok(waiting), ok(held)],
      [reviewApi.decision(ID)]: {
        status: 409,
        body: {
          message:
            "Someone changed this review since you opened it: it is now held back. Read it again, then decide again.",
        },
      },
    });
    renderInPage(<StaffDesk search={`?review=${ID}`} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Not about the trip" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Note to the author (optional)" }), "About the airline");
    await userEvent.click(screen.getByRole("button", { name: "Hold back" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Someone changed this review since you opened it: it is now held back.");
    expect(screen.getByRole("textbox", { name: "Note to the author (optional)" })).toHaveValue("About the airline");
    await userEvent.click(within(alert).getByRole("button", { name: "Show the latest" }));
    expect(await screen.findByText("Held back for")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === reviewApi.review(ID))).toHaveLength(2);
  });
});

describe("a published review", () => {
  const answered: ReviewDetail = {
    ...published,
    version: 3,
    reply: "Sorry about the pass: we now call everyone the evening before.",
    repliedAt: "2027-01-11T04:30:00.000Z",
    repliedBy: "ops@safarnama.example",
    log: [
      ...published.log,
      {
        at: "2027-01-11T04:30:00.000Z",
        actor: "ops@safarnama.example",
        action: "answered",
        detail: "Sorry about the pass: we now call everyone the evening before.",
      },
    ],
  };

  it("is answered publicly, trimmed, on the version read; the answer shows with its date and in the log", async () => {
    const calls = serve({
      [staffApi.self]: ok(OPERATIONS),
      [reviewApi.review(ID)]: ok(published),
      [reviewApi.reply(ID)]: ok(answered),
    });
    renderInPage(<StaffDesk search={`?review=${ID}`} />);
    const section = await screen.findByRole("region", { name: "The agency's public answer" });
    expect(section).toHaveTextContent("No answer yet.");
    // No way to change what its author wrote: the only box is the answer.
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    const box = within(section).getByRole("textbox", { name: "Answer, shown under the review" });
    await userEvent.click(within(section).getByRole("button", { name: "Publish the answer" }));
    expect(within(section).getByRole("alert")).toHaveTextContent("Write the answer first: at least 2 characters.");
    expect(posts(calls)).toEqual([]);
    await userEvent.type(box, "  Sorry about the pass: we now call everyone the evening before. ");
    await userEvent.click(within(section).getByRole("button", { name: "Publish the answer" }));
    expect(await screen.findByRole("status")).toHaveFocus();
    expect(bodySentTo(calls, reviewApi.reply(ID))).toEqual({
      version: 2,
      reply: "Sorry about the pass: we now call everyone the evening before.",
    });
    expect(section).toHaveTextContent("Answered 11 Jan 2027, 10:00 by ops@safarnama.example.");
    expect(within(section).getByRole("button", { name: "Replace the answer" })).toBeInTheDocument();
    expect(screen.getByText("Our answer").nextSibling).toHaveTextContent(answered.reply!);
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "Log" })).toHaveTextContent(
        `ops@safarnama.example answered it: ${answered.reply}`,
      ),
    );
  });

  it("links to the booking it came from", async () => {
    serve({ [staffApi.self]: ok(OPERATIONS), [reviewApi.review(ID)]: ok(published) });
    renderInPage(<StaffDesk search={`?review=${ID}`} />);
    expect(await screen.findByRole("link", { name: "SF-7K3Q9XMD" })).toHaveAttribute(
      "href",
      `/staff/?request=${BOOKING}`,
    );
    expect(screen.getByRole("link", { name: "← Published reviews" })).toHaveAttribute(
      "href",
      "/staff/?view=reviews&status=published",
    );
  });
});
