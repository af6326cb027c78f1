/**
 * @jest-environment node
 */
// The accountant's GST documents on the Worker's engine, reconciled with Razorpay to the paisa. Six
// bookings pay their deposits online through the local Razorpay stand-in; two pay their balances and
// are invoiced by the daily run on the day they leave, and one of those is then cancelled by the agency
// (credit notes); three are cancelled before (refund vouchers: 90% and 50% by the terms' scale, and
// 100%); one waits. An accounts member then downloads each month's GSTR-1 CSV from the desk, and its
// tables add up to exactly what Razorpay lists as paid less refunded over the same days (Fetch All
// Payments and Fetch All Refunds, as a reconciling script calls them); the month's list and the
// year's totals say the same, kind by kind, and so do the owner's numbers of money moved each month.
import { financialYearOfMonth, monthBounds, monthInIndia, type DocumentKind } from "../../../content/tax-documents";
import { RETENTION_CRON } from "../../../requests/retention";
import {
  staffApi,
  type KindTotals,
  type RequestDetail,
  type TaxDocumentMonth,
  type TaxDocumentYear,
} from "../../../requests/staff";
import type { StaffMemberChange } from "../../../requests/staff-roles";
import { numbersApi, type MoneyNumbers } from "../../../requests/numbers";
import { parseCsv } from "../../support/csv";
import { postJson, validBooking } from "../../support/intake-requests";
import { staffCall } from "../../support/staff-calls";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_DEPOSIT_PAISE_PER_SEAT,
  withoutUnpaidLimits,
  type Engine,
  type LocalRazorpay,
} from "../../support/worker-engine";

jest.setTimeout(300_000);

/** Leaves in 10 days: its balance link goes out today (12 days before), and the daily run invoices it the day it leaves. */
const SOON = daysFromToday(10);
/** 20 days away: a traveller cancelling gets 50% back. */
const MID = daysFromToday(20);
/** 45 days away: a traveller cancelling gets 90% back. */
const ROOMY = daysFromToday(45);
/** A seat of testCatalogue's trip with its GST: ₹40,949. */
const SEAT_PAISE = 40_949 * 100;
const ACCOUNTS = "accounts@safarnama.example";

let engine: Engine;
let razorpay: LocalRazorpay;
let ownerToken: string;
let accountsToken: string;
const started = new Date();

beforeAll(async () => {
  const catalogue = withoutUnpaidLimits(testCatalogue());
  const departures = catalogue.trips["spiti-winter-expedition"].departures;
  departures.push({ startDate: SOON, endDate: daysFromToday(17), seats: 10, price: 38999 });
  departures.push({ startDate: MID, endDate: daysFromToday(27), seats: 10, price: 38999 });
  departures.push({ startDate: ROOMY, endDate: daysFromToday(52), seats: 10, price: 38999 });
  engine = await startEngine({ catalogue, rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
  ownerToken = await engine.access.sign("priya@safarnama.example");
  accountsToken = await engine.access.sign(ACCOUNTS);
  const accounts: StaffMemberChange = { email: ACCOUNTS, roles: ["accounts"], departures: [] };
  expect((await staffCall(engine.url, ownerToken, "POST", staffApi.staff, accounts)).status).toBe(200);
});

afterAll(() => engine?.stop());

/** The desk's API as an owner, who runs the bookings; answers what it answered, which must be 200. */
async function desk<T = RequestDetail>(path: string, body?: object): Promise<T> {
  const response = await staffCall(engine.url, ownerToken, body ? "POST" : "GET", path, body);
  expect([path, response.status]).toEqual([path, 200]);
  return (await response.json()) as T;
}

/** The desk's API as the accounts member, who reads the documents. */
const asAccounts = (path: string) => staffCall(engine.url, accountsToken, "GET", path);

const linkOf = (reference: string) => razorpay.links().find((link) => link.reference_id === reference)!;

/** Pays a link on the stand-in, as the traveller does, and delivers its webhook. */
async function payLink(reference: string) {
  expect(await razorpay.deliver([razorpay.pay(linkOf(reference).id).delivery])).toEqual([200]);
}

/** Books `seats` seats on `departure` and pays the deposit online. */
async function bookAndPay(name: string, seats: number, departure: string) {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure,
    seats: String(seats),
    travellers: seats > 1 ? "Ravi Śarmā" : "",
    fullName: name,
  });
  expect(response.status).toBe(201);
  const booked = (await response.json()) as { id: string; reference: string };
  await payLink(booked.reference);
  return booked;
}

async function cancel(id: string, cancelledBy: "traveller" | "agency") {
  const { version } = await desk(staffApi.request(id));
  await desk(staffApi.status(id), { status: "cancelled", cancelledBy, version });
}

/** Every item Razorpay lists at `path` between two moments, `count` a page as a script pages through them. */
async function razorpayList<T>(path: "payments" | "refunds", from: number, to: number): Promise<T[]> {
  const items: T[] = [];
  const auth = `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64")}`;
  for (let skip = 0; ; skip += 5) {
    const query = new URLSearchParams({ from: String(from), to: String(to), count: "5", skip: String(skip) });
    const response = await fetch(`${razorpay.origin}/v1/${path}?${query}`, { headers: { Authorization: auth } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { entity: string; count: number; items: T[] };
    expect(page.entity).toBe("collection");
    items.push(...page.items);
    if (page.count < 5) return items;
  }
}

/** '12285.00' or '-11056.50' as paise, exactly. */
const paiseOf = (rupees: string) => {
  expect(rupees).toMatch(/^-?\d+\.\d{2}$/);
  return Number(rupees.replace(".", ""));
};

/** The months of India's calendar from `first` to `last` (YYYY-MM), both included. */
function monthsFrom(first: string, last: string): string[] {
  const months = [first];
  while (months[months.length - 1] < last) months.push(monthInIndia(monthBounds(months[months.length - 1]).to));
  return months;
}

const totalOf = (totals: KindTotals[], kind: DocumentKind) => totals.find((line) => line.kind === kind)!.total;

it("adds up, month by month, to what Razorpay says was paid and refunded over the same days, to the paisa", async () => {
  // Two bookings that travel, one of two seats: deposits now, balances once their links go out.
  const pair = await bookAndPay("Asha Verma", 2, SOON);
  const single = await bookAndPay("Kabir Rao", 1, SOON);
  // Three cancelled before they leave, and one still to come.
  const ninety = await bookAndPay("Meera Iyer", 1, ROOMY);
  const half = await bookAndPay("Rohan Das", 1, MID);
  const agency = await bookAndPay("Ishaan Mehta", 1, ROOMY);
  await bookAndPay("Neha Kapoor", 1, ROOMY);
  await cancel(ninety.id, "traveller");
  await cancel(half.id, "traveller");
  await cancel(agency.id, "agency");

  await engine.runCron(RETENTION_CRON);
  await payLink(`${pair.reference}-B`);
  await payLink(`${single.reference}-B`);
  // The daily run's invoices on the day they leave invoice both; then the agency cancels the pair's trip.
  // Only that job: the owner's numbers' roll-up, run ten days ahead, would close days still to come here.
  const invoicedAt = new Date(`${SOON}T03:00:00+05:30`);
  await engine.runCron(RETENTION_CRON, invoicedAt, "tax-invoices");
  await cancel(pair.id, "agency");

  // What Razorpay has, over the months the documents fall in (the invoices' may be next month's).
  const months = monthsFrom(monthInIndia(started.toISOString()), monthInIndia(invoicedAt.toISOString()));
  const from = Math.floor(Date.parse(monthBounds(months[0]).from) / 1000);
  const to = Math.floor(Date.parse(monthBounds(months[months.length - 1]).to) / 1000) - 1;
  const payments = (await razorpayList<{ amount: number; status: string }>("payments", from, to)).filter(
    (payment) => payment.status === "captured",
  );
  const refunds = await razorpayList<{ amount: number }>("refunds", from, to);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  // Six deposits (seven seats) and two balances; 90%, 50% and 100% of a deposit, and the pair's two payments.
  expect(payments).toHaveLength(8);
  expect(paid).toBe(7 * TEST_DEPOSIT_PAISE_PER_SEAT + 3 * SEAT_PAISE - 3 * TEST_DEPOSIT_PAISE_PER_SEAT);
  expect(refunds).toHaveLength(5);
  expect(refunded).toBe(((90 + 50 + 100) * TEST_DEPOSIT_PAISE_PER_SEAT) / 100 + 2 * SEAT_PAISE);

  // The GSTR-1 CSV of each month, as the accountant downloads it.
  const sections: Record<string, number> = {};
  for (const month of months) {
    const response = await asAccounts(staffApi.gstr1Csv(month));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain(`filename="gstr1-${month}.csv"`);
    const [header, ...lines] = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    const column = (name: string) => header.indexOf(name);
    for (const line of lines) {
      const section = line[column("Section")];
      if (section === "docs") continue;
      const value = paiseOf(line[column("Value")]);
      // Each line's parts add up to its value.
      const parts = ["Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount"];
      expect(parts.reduce((sum, name) => sum + paiseOf(line[column(name)]), 0)).toBe(value);
      sections[section] = (sections[section] ?? 0) + value;
    }
  }
  const of = (section: string) => sections[section] ?? 0;
  // Every unregistered booker here is in the agency's State: the invoices and the credit notes against
  // them are B2C small, the advances 11A and 11B.
  expect(Object.keys(sections).sort()).toEqual(expect.arrayContaining(["at", "b2cs"]));
  expect(of("b2b") + of("b2cl") + of("cdnr") + of("cdnur")).toBe(0);
  // Advances received less refunded, plus invoices less the advances they adjust, less credit notes:
  // what came in and stayed, since both invoices were paid in full.
  expect(of("at") + of("b2b") + of("b2cl") + of("b2cs") - of("atadj") - of("cdnr") - of("cdnur")).toBe(paid - refunded);

  // The month's list and the year's totals, kind by kind: receipt vouchers are the payments, refund
  // vouchers and credit notes the refunds, and the invoices the three seats that left.
  const listed = { receiptVoucher: 0, taxInvoice: 0, refundVoucher: 0, creditNote: 0 };
  const years = new Set(months.map((month) => financialYearOfMonth(month).label));
  for (const month of months) {
    const response = await asAccounts(staffApi.taxDocuments(month));
    expect(response.status).toBe(200);
    const list = (await response.json()) as TaxDocumentMonth;
    for (const kind of Object.keys(listed) as DocumentKind[]) listed[kind] += totalOf(list.totals, kind);
    for (const line of list.documents) expect(monthInIndia(line.issuedAt)).toBe(month);
  }
  expect(listed).toEqual({
    receiptVoucher: paid,
    // The three seats that left, and the charges the two bookings cancelled by the scale kept (10% and
    // 50% of a deposit), invoiced by the daily run after their cancellation.
    taxInvoice: 3 * SEAT_PAISE + ((10 + 50) * TEST_DEPOSIT_PAISE_PER_SEAT) / 100,
    refundVoucher: ((90 + 50 + 100) * TEST_DEPOSIT_PAISE_PER_SEAT) / 100,
    creditNote: 2 * SEAT_PAISE,
  });
  const yearly = { receiptVoucher: 0, taxInvoice: 0, refundVoucher: 0, creditNote: 0 };
  for (const year of years) {
    const response = await asAccounts(staffApi.taxDocumentYear(year));
    expect(response.status).toBe(200);
    const summary = (await response.json()) as TaxDocumentYear;
    expect(summary.months).toHaveLength(12);
    for (const kind of Object.keys(yearly) as DocumentKind[]) yearly[kind] += totalOf(summary.totals, kind);
  }
  expect(yearly).toEqual(listed);

  // The owner's numbers say the same of every month, live and once rolled up: money received is the
  // receipt vouchers' (Razorpay's payments), money refunded the refund vouchers' and credit notes'.
  const documentsByMonth = new Map<string, { received: number; refunded: number }>();
  for (const month of months) {
    const list = (await (await asAccounts(staffApi.taxDocuments(month))).json()) as TaxDocumentMonth;
    documentsByMonth.set(month, {
      received: totalOf(list.totals, "receiptVoucher"),
      refunded: totalOf(list.totals, "refundVoucher") + totalOf(list.totals, "creditNote"),
    });
  }
  const moved = async () => {
    const lines: { month: string; received: number; refunded: number }[] = [];
    for (const year of years) {
      const response = await asAccounts(numbersApi.money(year));
      expect(response.status).toBe(200);
      lines.push(...((await response.json()) as MoneyNumbers).moved);
    }
    return months.map((month) => {
      const line = lines.find((each) => each.month === month)!;
      return { received: line.received, refunded: line.refunded };
    });
  };
  const documents = months.map((month) => documentsByMonth.get(month)!);
  expect(await moved()).toEqual(documents);
  expect(documents.reduce((sum, month) => sum + month.received, 0)).toBe(paid);
  expect(documents.reduce((sum, month) => sum + month.refunded, 0)).toBe(refunded);
  // The days rolled up (yesterday's run at the most, today's rows still live) say the same.
  await engine.runCron(RETENTION_CRON, new Date(Date.now() + 86_400_000), "numbers");
  expect(await moved()).toEqual(documents);
});

it("lists a month's documents as issued: numbers, bookings, recipients, places of supply and what each is against", async () => {
  const month = monthInIndia(new Date().toISOString());
  const list = (await (await asAccounts(staffApi.taxDocuments(month))).json()) as TaxDocumentMonth;
  expect(list).toMatchObject({ month, financialYear: financialYearOfMonth(month).label });
  const refundVoucher = list.documents.find((line) => line.kind === "refundVoucher")!;
  expect(refundVoucher).toMatchObject({
    number: expect.stringMatching(/^RFV\/\d{4}\/\d{5}$/),
    reference: expect.stringMatching(/^SF-/),
    recipient: { gstin: null },
    placeOfSupply: { code: "06", name: "Haryana" },
    interState: false,
    stateTaxName: "SGST",
    ratePercent: 5,
    due: null,
    against: [{ number: expect.stringMatching(/^RV\//) }],
  });
  const receipt = list.documents.find((line) => line.number === refundVoucher.against[0].number);
  expect(receipt?.kind).toBe("receiptVoucher");
  expect(refundVoucher.taxable + refundVoucher.cgst + refundVoucher.sgst).toBe(refundVoucher.total);
});

it("refuses a month or a year it cannot read, saying how to write one", async () => {
  for (const query of ["month=2026-13", "month=May", "year=2026-28", "month=2026-05&year=2026-27", ""]) {
    const response = await asAccounts(`${staffApi.taxDocuments("x").split("?")[0]}?${query}`);
    expect([query, response.status]).toEqual([query, 400]);
    expect(((await response.json()) as { message: string }).message).toMatch(/month|year/);
  }
  const csv = await asAccounts(`${staffApi.gstr1Csv("x").split("?")[0]}?year=2026-27`);
  expect(csv.status).toBe(400);
});
