import { render, screen, waitFor, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { StaffDesk } from "../../../src/components/staff/staff-desk";
import { staffApi, type Manifest, type RequestDetail, type RequestList } from "../../../requests/staff";
import { ok, serve } from "./desk-api";

const ID = "5b0e3c1a-7a2b-4c1d-9e8f-0123456789ab";

const list: RequestList = {
  requests: [
    {
      id: ID,
      kind: "booking",
      status: "held",
      receivedAt: "2026-11-24T08:35:00.000Z",
      lang: "hi",
      name: "Ananya Śarmā",
      email: "ananya@example.com",
      trip: "Spiti Valley Winter Expedition",
      departure: { startDate: "2026-12-24", endDate: "2026-12-31" },
      job: null,
      subject: null,
    },
  ],
  counts: { held: 1, confirmed: 2 },
  next: null,
};

const detail = (overrides: Partial<RequestDetail> = {}): RequestDetail => ({
  id: ID,
  kind: "booking",
  status: "held",
  version: 1,
  receivedAt: "2026-11-24T08:35:00.000Z",
  lang: "en",
  name: "Ananya Śarmā",
  email: "ananya@example.com",
  phone: "+91 9876543210",
  trip: { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" },
  departure: { startDate: "2026-12-24", endDate: "2026-12-31" },
  job: null,
  subject: null,
  message: "Vegetarian food, please.",
  coverLetter: null,
  resume: null,
  seats: {
    reference: "SF-7K3Q9XMD",
    count: 2,
    others: ["Ravi Śarmā"],
    holdUntil: "2026-11-26T08:35:00.000Z",
    source: "site",
  },
  money: null,
  visitSource: { source: "instagram", medium: "social", campaign: "diwali-2026", term: null, content: null },
  emails: [
    { template: "agency", sentAt: "2026-11-24T08:36:00.000Z", attempts: 1, lastError: null },
    { template: "received", sentAt: null, attempts: 2, lastError: "Error: the mail server is down" },
  ],
  history: [],
  ...overrides,
});

/** A departure nobody has booked yet: nothing to be ready. */
const noReadiness: Manifest["readiness"] = {
  proofRequired: false,
  counts: { seats: 0, ready: 0, details: 0, proof: 0, proofReturned: 0, proofReview: 0 },
  bookings: [],
};

afterEach(() => jest.mocked(navigate).mockClear());

describe("the request list", () => {
  it("shows requests newest first with their status, and counts per status", async () => {
    serve({ [staffApi.requests]: ok(list), [staffApi.departures]: ok([]) });
    renderInPage(<StaffDesk search="" />);
    const link = await screen.findByRole("link", { name: "Ananya Śarmā" });
    expect(link).toHaveAttribute("href", `/staff/?request=${ID}`);
    const row = link.closest("li")!;
    expect(within(row).getByText("Held")).toBeInTheDocument();
    expect(row).toHaveTextContent("Booking Spiti Valley Winter Expedition, 24 Dec – 31 Dec 2026");
    // The language the request was sent in, named in English as the desk is.
    expect(row).toHaveTextContent("24 Nov 2026, 14:05 · ananya@example.com · Hindi");
    const counts = screen.getByRole("navigation", { name: "Requests by status" });
    expect(within(counts).getByRole("link", { name: "All 3" })).toHaveAttribute("aria-current", "page");
    expect(within(counts).getByRole("link", { name: "Confirmed 2" })).toHaveAttribute(
      "href",
      "/staff/?status=confirmed",
    );
  });

  it("puts the chosen filters in the address", async () => {
    serve({ [staffApi.requests]: ok(list), [staffApi.departures]: ok([]) });
    renderInPage(<StaffDesk search="" />);
    const filters = await screen.findByRole("search", { name: "Filter requests" });
    await userEvent.selectOptions(within(filters).getByLabelText("Kind"), "waitlist");
    await userEvent.type(within(filters).getByLabelText("Search"), "Śarmā");
    await userEvent.click(within(filters).getByRole("button", { name: "Show requests" }));
    expect(navigate).toHaveBeenCalledWith("/staff/?kind=waitlist&q=%C5%9Aarm%C4%81");
  });

  it("says how long a search may be, and keeps a longer one in the box with why instead of sending it", async () => {
    serve({ [staffApi.requests]: ok(list), [staffApi.departures]: ok([]) });
    renderInPage(<StaffDesk search="" />);
    const filters = await screen.findByRole("search", { name: "Filter requests" });
    const box = within(filters).getByLabelText("Search");
    expect(box).toHaveAccessibleDescription("Up to 48 letters; letters of Hindi and other Indian scripts count as 3.");
    // 17 Devanagari letters count 51.
    const tooLong = "अनन्याशर्माकीयात्राकेलि".slice(0, 17);
    await userEvent.type(box, tooLong);
    await userEvent.click(within(filters).getByRole("button", { name: "Show requests" }));
    expect(navigate).not.toHaveBeenCalled();
    expect(box).toHaveValue(tooLong);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(/^Shorten the search to 48 letters or fewer .* This one counts 51\./);

    await userEvent.type(box, "{Backspace}");
    await userEvent.click(within(filters).getByRole("button", { name: "Show requests" }));
    expect(navigate).toHaveBeenCalledWith(`/staff/?q=${encodeURIComponent(tooLong.slice(0, 16))}`);
  });

  it("asks the API with the filters in the address", async () => {
    const calls = serve({ [`${staffApi.requests}?kind=contact&status=new`]: ok(list), [staffApi.departures]: ok([]) });
    renderInPage(<StaffDesk search="?kind=contact&status=new" />);
    await screen.findByRole("link", { name: "Ananya Śarmā" });
    expect(calls.map((call) => call.path)).toContain(`${staffApi.requests}?kind=contact&status=new`);
  });

  it("says how to sign in, and shows nothing else, when the API does not know who is asking", async () => {
    const refused = { status: 403, body: { message: "Staff only. Sign in through Cloudflare Access." } };
    serve({ [staffApi.self]: refused, [staffApi.requests]: refused, [staffApi.departures]: refused });
    renderInPage(<StaffDesk search="" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Staff only");
    expect(screen.queryByRole("list", { name: /requests/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Desk" })).not.toBeInTheDocument();
  });
});

describe("one request", () => {
  it("shows its details and moves it to a new status with a note, then shows the history", async () => {
    const confirmed = detail({
      status: "confirmed",
      version: 2,
      history: [
        {
          at: "2026-11-24T09:00:00.000Z",
          staffEmail: "priya@safarnama.example",
          from: "held",
          to: "confirmed",
          note: "Deposit paid by UPI",
        },
      ],
    });
    const calls = serve({ [staffApi.request(ID)]: ok(detail()), [staffApi.status(ID)]: ok(confirmed) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Ananya Śarmā");
    expect(screen.getByText("Language").nextSibling).toHaveTextContent("English");
    expect(screen.getByRole("link", { name: "+91 9876543210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByRole("link", { name: "24 Dec – 31 Dec 2026" })).toHaveAttribute(
      "href",
      "/staff/?departure=spiti-winter-expedition/2026-12-24",
    );

    await userEvent.click(screen.getByRole("radio", { name: /^Confirmed/ }));
    await userEvent.type(screen.getByLabelText("Note (optional)"), "Deposit paid by UPI");
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Moved to Confirmed.");
    const post = calls.find((call) => call.path === staffApi.status(ID))!;
    expect(post.init?.method).toBe("POST");
    expect(JSON.parse(String(post.init?.body))).toEqual({
      status: "confirmed",
      version: 1,
      note: "Deposit paid by UPI",
    });
    expect(screen.getByRole("heading", { name: "Status: Confirmed" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /^Cancelled/ })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "History" })).toHaveTextContent(
      "24 Nov 2026, 14:30: priya@safarnama.example moved it from Held to Confirmed: Deposit paid by UPI",
    );
  });

  it("names the language the request was sent in, which the traveller's emails and pages speak", async () => {
    serve({ [staffApi.request(ID)]: ok(detail({ lang: "hi" })) });
    render(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByText("Language")).toBeInTheDocument();
    expect(screen.getByText("Language").nextSibling).toHaveTextContent("Hindi");
  });

  it.each<[string, RequestDetail["visitSource"]]>([
    ["instagram · social · diwali-2026", detail().visitSource],
    [
      "blog.example.org · referral",
      { source: "blog.example.org", medium: "referral", campaign: null, term: null, content: null },
    ],
    ["Direct", { source: "direct", medium: null, campaign: null, term: null, content: null }],
    ["Not recorded", null],
  ])("says where the booking's visit came from: %s", async (line, visitSource) => {
    serve({ [staffApi.request(ID)]: ok(detail({ visitSource })) });
    render(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByText("Came from")).toBeInTheDocument();
    expect(screen.getByText("Came from").nextSibling).toHaveTextContent(new RegExp(`^${line}$`));
  });

  it("refuses a change made on a stale copy, keeps the note, and shows the latest on request", async () => {
    const latest = detail({ status: "declined", version: 2 });
    serve({
      [staffApi.request(ID)]: [ok(detail()), ok(latest)],
      [staffApi.status(ID)]: {
        status: 409,
        body: { message: "Someone changed this request since you opened it: it is now Declined." },
      },
    });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    await userEvent.click(await screen.findByRole("radio", { name: /^Confirmed/ }));
    await userEvent.type(screen.getByLabelText("Note (optional)"), "Called twice");
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Someone changed this request since you opened it");
    expect(alert).toHaveFocus();
    await userEvent.click(within(alert).getByRole("button", { name: "Show the latest" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Status: Declined" })).toBeInTheDocument());
    expect(screen.getByText("This request is settled: its status no longer changes.")).toBeInTheDocument();
  });

  it("keeps the note when the change is refused, and says to choose a status first", async () => {
    serve({ [staffApi.request(ID)]: ok(detail()) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    await userEvent.type(await screen.findByLabelText("Note (optional)"), "Left a voicemail");
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose where the request moves to.");
    expect(screen.getByLabelText("Note (optional)")).toHaveValue("Left a voicemail");
  });

  it("shows a booking's reference, seats, hold and emails, and extends its hold", async () => {
    const extended = detail({
      version: 2,
      seats: { ...detail().seats!, holdUntil: "2026-11-27T08:35:00.000Z" },
      history: [
        {
          at: "2026-11-24T09:00:00.000Z",
          staffEmail: "priya@safarnama.example",
          from: "held",
          to: "held",
          note: "Hold extended to 2026-11-27T08:35:00.000Z.",
        },
      ],
    });
    const calls = serve({ [staffApi.request(ID)]: ok(detail()), [staffApi.hold(ID)]: ok(extended) });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    expect(await screen.findByText("SF-7K3Q9XMD")).toBeInTheDocument();
    expect(screen.getByText("2 (with Ravi Śarmā)")).toBeInTheDocument();
    expect(screen.getByText("26 Nov 2026, 14:05")).toBeInTheDocument();
    const emails = screen.getByRole("list", { name: "Emails" });
    expect(emails).toHaveTextContent("To the agency: the request: sent 24 Nov 2026, 14:06");
    expect(emails).toHaveTextContent(
      "To the traveller: seats held: not sent yet: 2 attempts failed (Error: the mail server is down); trying again",
    );

    await userEvent.selectOptions(screen.getByLabelText("Extend the hold by"), "24");
    await userEvent.click(screen.getByRole("button", { name: "Extend the hold" }));
    expect(await screen.findByText("Held until 27 Nov 2026, 14:05.")).toBeInTheDocument();
    const post = calls.find((call) => call.path === staffApi.hold(ID))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ hours: 24, version: 1 });
    expect(screen.getByRole("list", { name: "History" })).toHaveTextContent(
      "24 Nov 2026, 14:30: priya@safarnama.example: Hold extended to 2026-11-27T08:35:00.000Z.",
    );
  });

  it("offers an applicant's resume as a download through the API", async () => {
    serve({
      [staffApi.request(ID)]: ok(
        detail({
          kind: "application",
          status: "new",
          seats: null,
          trip: null,
          departure: null,
          phone: null,
          job: { slug: "tour-planner", title: "Tour Planner" },
          resume: { name: "Rohan-CV.pdf", type: "application/pdf", bytes: 48_000 },
        }),
      ),
    });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    const download = await screen.findByRole("link", { name: "Download Rohan-CV.pdf (47 KB)" });
    expect(download).toHaveAttribute("href", staffApi.resume(ID));
    expect(screen.getByRole("radio", { name: /^Reviewing/ })).toBeInTheDocument();
  });
});

describe("a departure's manifest", () => {
  it("lists the seats, the confirmed travellers with theirs, the holds, the CSV and the waitlist in order", async () => {
    const manifest: Manifest = {
      trip: { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" },
      startDate: "2026-12-24",
      endDate: "2026-12-31",
      capacity: 14,
      held: 2,
      sold: 11,
      free: 1,
      overbooked: false,
      confirmed: 2,
      waiting: 1,
      arrived: 0,
      readiness: noReadiness,
      travellers: [
        {
          id: ID,
          reference: "SF-7K3Q9XMD",
          name: "Ananya Śarmā",
          email: "ananya@example.com",
          phone: "+91 9876543210",
          seats: 3,
          others: ["Ravi Śarmā", "Mira Śarmā"],
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
          addressTag: "3f9a1c",
          shares: [],
        },
      ],
      sharedHolds: [],
      calledOff: null,
      waitlist: [
        {
          id: "w1",
          reference: "SF-W1W1W1W1",
          name: "Kavya Rao",
          email: "kavya@example.com",
          phone: "+91 9000000000",
          seats: 1,
          status: "waiting",
          holdUntil: null,
          receivedAt: "2026-11-23T09:00:00.000Z",
        },
      ],
    };
    serve({ [staffApi.manifest("spiti-winter-expedition", "2026-12-24")]: ok(manifest) });
    renderInPage(<StaffDesk search="?departure=spiti-winter-expedition/2026-12-24" />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Spiti Valley Winter Expedition, 24 Dec – 31 Dec 2026",
    );
    expect(screen.getByText("14 seats: 2 held, 11 sold, 1 free")).toBeInTheDocument();
    expect(screen.queryByText(/Overbooked/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download the manifest (CSV)" })).toHaveAttribute(
      "href",
      staffApi.manifestCsv("spiti-winter-expedition", "2026-12-24"),
    );
    const table = screen.getByRole("table");
    const ananya = within(table).getByRole("rowheader", { name: "Ananya Śarmā" }).closest("tr")!;
    expect(ananya).toHaveTextContent("3 (with Ravi Śarmā, Mira Śarmā)");
    expect(screen.getByRole("heading", { name: "Held, deposit due: 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dev Malhotra" }).closest("li")).toHaveTextContent(
      "Dev Malhotra, 2 seats, +91 9111111111, dev@example.com, held until 26 Nov 2026, 14:30, from connection 3f9a1c",
    );
    expect(screen.queryByText(/Holds that share details/)).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Travellers table" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("heading", { name: "Waitlist, in order: 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kavya Rao" }).closest("li")).toHaveTextContent("(Waiting), 1 seat");
  });

  it("shows which holds share an email, a phone or a connection, grouped, so staff can see one person holding many seats", async () => {
    const hold = (id: string, name: string, seats: number, more: Partial<Manifest["holds"][number]>) => ({
      id,
      reference: `SF-${id.toUpperCase().padEnd(8, "X")}`,
      name,
      email: `${id}@example.com`,
      phone: `+91 90000000${id.length}`,
      seats,
      status: "held",
      holdUntil: "2026-11-26T09:00:00.000Z",
      receivedAt: "2026-11-24T09:00:00.000Z",
      addressTag: null,
      shares: [],
      ...more,
    });
    const manifest: Manifest = {
      trip: { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" },
      startDate: "2026-12-24",
      endDate: "2026-12-31",
      capacity: 12,
      held: 12,
      sold: 0,
      free: 0,
      overbooked: false,
      confirmed: 0,
      waiting: 0,
      arrived: 0,
      readiness: noReadiness,
      travellers: [],
      holds: [
        hold("a1", "Made Up One", 4, { addressTag: "3f9a1c", shares: ["address"] }),
        hold("b2", "Made Up Two", 4, { addressTag: "3f9a1c", shares: ["phone", "address"] }),
        hold("c3", "Made Up Three", 2, { addressTag: "77d0e2", shares: ["phone"] }),
        hold("d4", "Meera Iyer", 2, { addressTag: "0b51aa" }),
      ],
      sharedHolds: [{ shares: ["phone", "address"], ids: ["a1", "b2", "c3"], seats: 10 }],
      waitlist: [],
      calledOff: null,
    };
    serve({ [staffApi.manifest("spiti-winter-expedition", "2026-12-24")]: ok(manifest) });
    renderInPage(<StaffDesk search="?departure=spiti-winter-expedition/2026-12-24" />);
    const holds = (await screen.findByRole("heading", { name: "Held, deposit due: 4" })).closest("section")!;
    const group = within(holds)
      .getByText(/^Same phone and connection:/)
      .closest("li")!;
    expect(group).toHaveTextContent(
      "Same phone and connection: Made Up One, Made Up Two, Made Up Three (3 holds, 10 seats)",
    );
    expect(within(group).getByRole("link", { name: "Made Up Two" })).toHaveAttribute("href", "/staff/?request=b2");
    expect(within(holds).getByText(/One person may be holding seats under several names/)).toBeInTheDocument();

    const line = (name: string) => within(holds).getAllByRole("link", { name }).at(-1)!.closest("li")!;
    expect(line("Made Up One")).toHaveTextContent(/from connection 3f9a1c Same connection$/);
    expect(line("Made Up Two")).toHaveTextContent(/from connection 3f9a1c Same phone and connection$/);
    expect(line("Made Up Three")).toHaveTextContent(/from connection 77d0e2 Same phone$/);
    expect(line("Meera Iyer")).toHaveTextContent(/from connection 0b51aa$/);
  });

  /** A departure with 3 seats free, where staff enter a booking taken by phone. */
  const departureWithThreeFree = (): Manifest => ({
    trip: { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" },
    startDate: "2026-12-24",
    endDate: "2026-12-31",
    capacity: 14,
    held: 0,
    sold: 11,
    free: 3,
    overbooked: false,
    confirmed: 3,
    waiting: 0,
    arrived: 0,
    readiness: noReadiness,
    travellers: [],
    holds: [],
    sharedHolds: [],
    waitlist: [],
    calledOff: null,
  });

  it("enters a booking taken by phone with the site's rules, and opens it once stored", async () => {
    const manifest = departureWithThreeFree();
    const calls = serve({
      [staffApi.manifest("spiti-winter-expedition", "2026-12-24")]: ok(manifest),
      [staffApi.bookings]: { status: 201, body: detail({ status: "confirmed" }) },
    });
    renderInPage(<StaffDesk search="?departure=spiti-winter-expedition/2026-12-24" />);
    const form = await screen.findByRole("form", { name: "Enter a booking taken by phone or WhatsApp" });
    // No more seats than are free.
    expect(within(within(form).getByLabelText("Seats")).getAllByRole("option")).toHaveLength(3);
    await userEvent.click(within(form).getByRole("button", { name: "Hold the seats" }));
    expect(within(form).getByLabelText("Full name")).toHaveFocus();
    expect(within(form).getByLabelText("Full name")).toHaveAccessibleDescription("Enter your full name.");
    expect(calls.some((call) => call.path === staffApi.bookings)).toBe(false);

    await userEvent.type(within(form).getByLabelText("Full name"), "Dev Malhotra");
    await userEvent.type(within(form).getByLabelText(/^Email/), "dev@example.com");
    await userEvent.type(within(form).getByLabelText("Phone number"), "9111111111");
    await userEvent.selectOptions(within(form).getByLabelText("Seats"), "2");
    await userEvent.selectOptions(within(form).getByLabelText(/^State the booker lives in/), "07");
    await userEvent.type(within(form).getByLabelText(/^Address/), "Hauz Khas, New Delhi");
    await userEvent.click(within(form).getByLabelText(/Deposit received/));
    await userEvent.click(within(form).getByRole("button", { name: "Enter the sale" }));
    const post = calls.find((call) => call.path === staffApi.bookings)!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      trip: "spiti-winter-expedition",
      departure: "2026-12-24",
      fullName: "Dev Malhotra",
      email: "dev@example.com",
      countryCode: "+91",
      phone: "9111111111",
      seats: "2",
      travellers: "",
      message: "",
      state: "07",
      address: "Hauz Khas, New Delhi",
      company: "",
      gstin: "",
      creditCode: "",
      confirmed: true,
    });
    expect(navigate).toHaveBeenCalledWith(`/staff/?request=${ID}`);
  });

  it("shows the Worker's refusal of a booking entered on the desk next to each field at fault", async () => {
    const manifest = departureWithThreeFree();
    const address = "Enter your address.";
    serve({
      [staffApi.manifest("spiti-winter-expedition", "2026-12-24")]: ok(manifest),
      [staffApi.bookings]: {
        status: 422,
        body: { message: "Some details need fixing; see the message next to each field.", errors: { address } },
      },
    });
    renderInPage(<StaffDesk search="?departure=spiti-winter-expedition/2026-12-24" />);
    const form = await screen.findByRole("form", { name: "Enter a booking taken by phone or WhatsApp" });
    await userEvent.type(within(form).getByLabelText("Full name"), "Dev Malhotra");
    await userEvent.type(within(form).getByLabelText(/^Email/), "dev@example.com");
    await userEvent.type(within(form).getByLabelText("Phone number"), "9111111111");
    await userEvent.selectOptions(within(form).getByLabelText(/^State the booker lives in/), "07");
    await userEvent.click(within(form).getByRole("button", { name: "Hold the seats" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Some details need fixing");
    expect(within(form).getByLabelText(/^Address/)).toHaveAccessibleDescription(address);
    expect(within(form).getByLabelText("Full name")).toHaveValue("Dev Malhotra");
  });

  it("flags a departure whose capacity was lowered under the seats taken", async () => {
    const overbooked: Manifest = {
      ...departureWithThreeFree(),
      capacity: 10,
      sold: 12,
      free: -2,
      overbooked: true,
      confirmed: 4,
    };
    serve({ [staffApi.manifest("spiti-winter-expedition", "2026-12-24")]: ok(overbooked) });
    renderInPage(<StaffDesk search="?departure=spiti-winter-expedition/2026-12-24" />);
    expect(await screen.findByText(/Overbooked: more seats are taken than the departure has/)).toBeInTheDocument();
    expect(screen.getByText("10 seats: 0 held, 12 sold, overbooked by 2")).toBeInTheDocument();
  });
});

describe("a booking's money", () => {
  const money = {
    total: 3_989_800,
    deposit: 1_197_000,
    balance: 2_792_800,
    balanceDueBy: "2026-12-19",
    paid: 1_197_000,
    due: 2_792_800,
    overdue: false,
    payments: [
      {
        id: "pay_Qx7Z1fK9aBcDeF",
        amount: 1_197_000,
        method: "upi",
        paidAt: "2026-11-24T09:41:00.000Z",
        recordedBy: null,
        withoutSeat: false,
      },
    ],
    refunds: [],
    refundToday: { traveller: { percent: 50, amount: 598_500 }, agency: { percent: 100, amount: 1_197_000 } },
    payUrl: null,
    balanceUrl: null,
    difference: null,
  };

  it("shows what was paid and is due, records a cash payment, and cancels with the refund the terms give", async () => {
    const confirmed = detail({ status: "confirmed", seats: { ...detail().seats!, holdUntil: null }, money });
    const calls = serve({
      [staffApi.request(ID)]: ok(confirmed),
      [staffApi.payments(ID)]: ok(detail({ ...confirmed, version: 2, money: { ...money, paid: 3_989_800, due: 0 } })),
      [staffApi.status(ID)]: ok(detail({ ...confirmed, status: "cancelled", version: 3, money })),
    });
    renderInPage(<StaffDesk search={`?request=${ID}`} />);
    const section = await screen.findByRole("region", { name: "Money" });
    expect(section).toHaveTextContent("Paid₹11,970");
    expect(section).toHaveTextContent("Due₹27,928");
    expect(within(section).getByRole("list", { name: "Payments and refunds" })).toHaveTextContent(
      "₹11,970 by UPI online (pay_Qx7Z1fK9aBcDeF)",
    );

    await userEvent.type(within(section).getByLabelText("Amount received (₹)"), "27928");
    await userEvent.selectOptions(within(section).getByLabelText("How it was paid"), "cash");
    await userEvent.click(within(section).getByRole("button", { name: "Record the payment" }));
    expect(await within(section).findByRole("status")).toHaveTextContent("Recorded ₹27,928 by cash.");
    const recorded = calls.find((call) => call.path === staffApi.payments(ID))!;
    expect(JSON.parse(String(recorded.init!.body))).toEqual({ rupees: 27928, method: "cash", note: "", version: 1 });

    await userEvent.click(await screen.findByRole("radio", { name: /^Cancelled/ }));
    expect(screen.getByRole("radio", { name: /^The traveller/ })).toBeChecked();
    expect(
      screen.getByText(/refunds ₹5,985: 50% of what was paid, by the cancellation terms today/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /^The agency/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));
    const cancelled = calls.find((call) => call.path === staffApi.status(ID))!;
    expect(JSON.parse(String(cancelled.init!.body))).toMatchObject({ status: "cancelled", cancelledBy: "agency" });
  });

  describe("a refund owed by hand", () => {
    const byHand = {
      id: "desk_3f1c2d4e:traveller",
      receipt: "desk_3f1c2d4e:traveller",
      amount: 598_500,
      status: "by-hand" as const,
      at: "2026-12-20T06:00:00.000Z",
      returned: null,
    };
    const cashPaid = {
      ...money.payments[0],
      id: "desk_3f1c2d4e",
      method: "cash",
      recordedBy: "priya@safarnama.example",
    };
    const owing = detail({
      status: "cancelled",
      seats: { ...detail().seats!, holdUntil: null },
      money: { ...money, paid: 598_500, due: 0, payments: [cashPaid], refunds: [byHand] },
    });
    const returned = {
      ...byHand,
      returned: {
        at: "2026-12-22T05:30:00.000Z",
        by: "priya@safarnama.example",
        method: "bank transfer" as const,
        note: "UTR 402918376521",
      },
    };
    const settled = detail({ ...owing, money: { ...owing.money!, refunds: [returned] } });
    const address = staffApi.refundReturned(ID, byHand.receipt);

    it("is marked returned with how it went back and a reference; the line then says when, by whom and how", async () => {
      const calls = serve({ [staffApi.request(ID)]: ok(owing), [address]: ok(settled) });
      renderInPage(<StaffDesk search={`?request=${ID}`} />);
      const section = await screen.findByRole("region", { name: "Money" });
      const list = within(section).getByRole("list", { name: "Payments and refunds" });
      expect(list).toHaveTextContent("20 Dec 2026, 11:30: refund of ₹5,985, to return by hand");
      const form = within(section).getByRole("group", { name: "Refund of ₹5,985 to return by hand" });
      const method = within(form).getByLabelText("How it went back");
      const reference = within(form).getByLabelText("Reference (optional)");
      expect(reference).toHaveAccessibleDescription(
        "The transfer's UTR, the cheque's number, or who handed over the cash. The traveller's receipt quotes it.",
      );

      // No way chosen: said beside the select, which gets focus, and nothing is sent.
      await userEvent.type(reference, "UTR 402918376521");
      await userEvent.click(within(section).getByRole("button", { name: "Mark ₹5,985 returned" }));
      expect(method).toHaveFocus();
      expect(method).toHaveAttribute("aria-invalid", "true");
      expect(method).toHaveAccessibleDescription("Choose how the money went back.");
      expect(calls.filter((call) => call.path === address)).toEqual([]);

      await userEvent.selectOptions(method, "bank transfer");
      expect(method).not.toHaveAttribute("aria-invalid");
      await userEvent.click(within(section).getByRole("button", { name: "Mark ₹5,985 returned" }));
      const said = await within(section).findByRole("status");
      expect(said).toHaveTextContent("Marked the refund of ₹5,985 returned by hand (bank transfer).");
      // The form that had focus is gone: focus is on what says it went through.
      expect(said).toHaveFocus();
      expect(within(section).queryByRole("group", { name: /to return by hand/ })).not.toBeInTheDocument();
      expect(list).toHaveTextContent(
        "refund of ₹5,985, returned by hand on 22 Dec 2026, 11:00 by priya@safarnama.example (bank transfer: UTR 402918376521)",
      );
      const sent = calls.find((call) => call.path === address)!;
      expect(sent.init!.method).toBe("POST");
      expect(JSON.parse(String(sent.init!.body))).toEqual({ method: "bank transfer", note: "UTR 402918376521" });
    });

    it("says who marked it first when a colleague did, keeps the reference typed, and shows the latest", async () => {
      const already =
        "arjun@safarnama.example already marked this refund returned on 22 Dec 2026, 11:00 am IST. Nothing changed.";
      serve({
        [staffApi.request(ID)]: [ok(owing), ok(settled)],
        [address]: { status: 409, body: { message: already } },
      });
      renderInPage(<StaffDesk search={`?request=${ID}`} />);
      const section = await screen.findByRole("region", { name: "Money" });
      await userEvent.selectOptions(within(section).getByLabelText("How it went back"), "cash");
      await userEvent.type(within(section).getByLabelText("Reference (optional)"), "Handed over at the office");
      await userEvent.click(within(section).getByRole("button", { name: "Mark ₹5,985 returned" }));
      const alert = await within(section).findByRole("alert");
      expect(alert).toHaveTextContent(already);
      expect(alert).toHaveFocus();
      expect(within(section).getByLabelText("Reference (optional)")).toHaveValue("Handed over at the office");

      await userEvent.click(within(alert).getByRole("button", { name: "Show the latest" }));
      await waitFor(() =>
        expect(screen.getByRole("list", { name: "Payments and refunds" })).toHaveTextContent(
          "returned by hand on 22 Dec 2026, 11:00 by priya@safarnama.example",
        ),
      );
      expect(screen.queryByRole("button", { name: /^Mark .* returned$/ })).not.toBeInTheDocument();
    });

    it("offers no form for a refund sent through Razorpay, nor for one already returned", async () => {
      const online = {
        ...byHand,
        id: "rfnd_Rc9Lm2Qw8eTy",
        receipt: "pay_Qx7Z1fK9aBcDeF:traveller",
        status: "sent" as const,
      };
      serve({
        [staffApi.request(ID)]: ok(detail({ ...settled, money: { ...settled.money!, refunds: [returned, online] } })),
      });
      renderInPage(<StaffDesk search={`?request=${ID}`} />);
      const section = await screen.findByRole("region", { name: "Money" });
      expect(within(section).getByRole("list", { name: "Payments and refunds" })).toHaveTextContent(
        "refund of ₹5,985, sent through Razorpay",
      );
      expect(within(section).queryByRole("group", { name: /to return by hand/ })).not.toBeInTheDocument();
      expect(within(section).queryByLabelText("How it went back")).not.toBeInTheDocument();
    });
  });

  it("lists the balances due, the payments that found no seat and the refunds to act on", async () => {
    const line = { requestId: ID, name: "Ananya Śarmā", trip: "Spiti Valley Winter Expedition", departure: null };
    serve({
      [staffApi.money]: ok({
        balances: [{ ...line, amount: 2_792_800, dueBy: "2026-11-20", overdue: true }],
        unseated: [{ ...line, amount: 1_197_000 }],
        refunds: [
          { ...line, amount: 598_500, status: "failed" },
          { ...line, amount: 1_197_000, status: "by-hand" },
        ],
      }),
    });
    renderInPage(<StaffDesk search="?view=money" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Money" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Money" })).toHaveAttribute("aria-current", "page");
    const balances = await screen.findByRole("region", { name: "Balances due" });
    expect(balances).toHaveTextContent("₹27,928 overdue since 20 Nov 2026: call the traveller");
    expect(within(balances).getByRole("link", { name: "Ananya Śarmā" })).toHaveAttribute(
      "href",
      `/staff/?request=${ID}`,
    );
    expect(screen.getByRole("region", { name: "Paid, no seat" })).toHaveTextContent("₹11,970 came in after the seats");
    const refunds = screen.getByRole("region", { name: "Refunds to act on" });
    expect(refunds).toHaveTextContent("₹5,985 not sent");
    expect(refunds).toHaveTextContent(
      "₹11,970 to return by hand (paid by transfer or cash). Once sent, mark it returned on the booking.",
    );
  });
});
