// The money view's GST documents, for the accountant: a month's documents and totals in tables with
// headers, the GSTR-1 CSV's link for that month, the financial year month by month, another month
// chosen into the address, and this month in India when the address names none.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { todayInIndia } from "../../../content/india-time";
import { financialYearOfMonth } from "../../../content/tax-documents";
import {
  staffApi,
  type KindTotals,
  type MoneyOverview,
  type TaxDocumentLine,
  type TaxDocumentMonth,
  type TaxDocumentYear,
} from "../../../requests/staff";
import { StaffDesk } from "../../../src/components/staff/staff-desk";
import { renderInPage } from "../../support/messages";
import { ok, selfOf, serve } from "./desk-api";

const ID = "5b0e3c1a-7a2b-4c1d-9e8f-0123456789ab";
const NOTHING_TO_CHASE: MoneyOverview = { balances: [], unseated: [], refunds: [] };

const zero = (kind: KindTotals["kind"]): KindTotals => ({
  kind,
  count: 0,
  taxable: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  total: 0,
});
const ZEROS: KindTotals[] = ["receiptVoucher", "taxInvoice", "refundVoucher", "creditNote"].map((kind) =>
  zero(kind as KindTotals["kind"]),
);

const receipt: TaxDocumentLine = {
  number: "RV/2627/00042",
  kind: "receiptVoucher",
  issuedAt: "2026-05-04T06:30:00.000Z",
  requestId: ID,
  reference: "SF-7K3Q9XMD",
  recipient: { name: "Ananya Śarmā", gstin: null },
  placeOfSupply: { code: "06", name: "Haryana" },
  interState: false,
  stateTaxName: "SGST",
  ratePercent: 5,
  taxable: 1_170_000,
  cgst: 29_250,
  sgst: 29_250,
  igst: 0,
  total: 1_228_500,
  against: [],
  due: null,
};

const invoice: TaxDocumentLine = {
  ...receipt,
  number: "INV/2627/00007",
  kind: "taxInvoice",
  issuedAt: "2026-05-19T21:30:00.000Z",
  recipient: { name: "Yatra Labs Pvt Ltd", gstin: "27AAPFU0939F1ZV" },
  placeOfSupply: { code: "27", name: "Maharashtra" },
  interState: true,
  taxable: 3_899_905,
  cgst: 0,
  sgst: 0,
  igst: 194_995,
  total: 4_094_900,
  against: [{ number: "RV/2627/00031", issuedAt: "2026-04-02T06:30:00.000Z" }],
  due: 2_866_400,
};

const may: TaxDocumentMonth = {
  month: "2026-05",
  financialYear: "2026-27",
  documents: [receipt, invoice],
  totals: [
    { ...zero("receiptVoucher"), count: 1, taxable: 1_170_000, cgst: 29_250, sgst: 29_250, total: 1_228_500 },
    { ...zero("taxInvoice"), count: 1, taxable: 3_899_905, igst: 194_995, total: 4_094_900 },
    zero("refundVoucher"),
    zero("creditNote"),
  ],
  expiredCredits: [
    {
      code: "TC-7K3Q-9XMD",
      unused: 614_250,
      amount: 1_842_750,
      validUntil: "2026-05-20",
      requestId: "r9",
      reference: "SF-9XMD7K3Q",
      receiptVouchers: ["RV/2526/00412"],
    },
  ],
};

const year: TaxDocumentYear = {
  financialYear: "2026-27",
  months: ["2026-04", "2026-05", "2026-06"].map((month) => ({
    month,
    totals: month === "2026-05" ? may.totals : ZEROS,
  })),
  totals: may.totals,
};

afterEach(() => jest.mocked(navigate).mockClear());

function serveMay() {
  return serve({
    [staffApi.money]: ok(NOTHING_TO_CHASE),
    [staffApi.taxDocuments("2026-05")]: ok(may),
    [staffApi.taxDocumentYear("2026-27")]: ok(year),
  });
}

it("lists the month's documents and each kind's totals in tables with headers, amounts to the paisa", async () => {
  serveMay();
  renderInPage(<StaffDesk search="?view=money&month=2026-05" />);
  const section = await screen.findByRole("region", { name: "GST documents" });
  const documents = await within(section).findByRole("table", { name: /Every GST document issued in May 2026/ });
  const headers = within(documents)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);
  expect(headers).toEqual([
    "Number",
    "Kind",
    "Issued",
    "Booking",
    "Recipient",
    "GSTIN",
    "Place of supply",
    "Rate",
    "Taxable value",
    "CGST",
    "SGST or UTGST",
    "IGST",
    "Total",
    "Against",
  ]);
  const row = within(documents).getByRole("row", { name: /INV\/2627\/00007/ });
  expect(
    within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual([
    "Tax invoice",
    "20 May 2026, 03:00",
    "SF-7K3Q9XMD",
    "Yatra Labs Pvt Ltd",
    "27AAPFU0939F1ZV",
    "27-MaharashtraIGST",
    "5%",
    "₹38,999.05",
    "₹0.00",
    "₹0.00",
    "₹1,949.95",
    "₹40,949.00",
    "Advances RV/2627/00031; ₹28,664.00 still to pay",
  ]);
  expect(within(row).getByRole("link", { name: "SF-7K3Q9XMD" })).toHaveAttribute("href", `/staff/?request=${ID}`);
  const receiptRow = within(documents).getByRole("row", { name: /RV\/2627\/00042/ });
  expect(receiptRow).toHaveTextContent("Not registered");
  expect(receiptRow).toHaveTextContent("06-HaryanaCGST and SGST");

  const totals = within(section).getByRole("table", { name: /Totals of each kind of document issued in May 2026/ });
  expect(within(totals).getByRole("row", { name: /^Receipt vouchers/ })).toHaveTextContent(
    "Receipt vouchers1₹11,700.00₹292.50₹292.50₹0.00₹12,285.00",
  );
  expect(within(totals).getByRole("row", { name: /^Credit notes/ })).toHaveTextContent("Credit notes0₹0.00");
});

it("notes the trip credits that expired unused in the month, with the booking and receipt voucher they came from", async () => {
  serveMay();
  renderInPage(<StaffDesk search="?view=money&month=2026-05" />);
  const section = await screen.findByRole("region", { name: "GST documents" });
  const note = await within(section).findByRole("link", { name: /^Trip credit TC-7K3Q-9XMD/ });
  expect(note).toHaveTextContent(
    "Trip credit TC-7K3Q-9XMD of ₹6,142.50 expired unused on 20 May 2026 (from booking SF-9XMD7K3Q, receipt voucher RV/2526/00412).",
  );
  expect(note).toHaveAttribute("href", "/staff/?request=r9");
});

it("links the month's GSTR-1 CSV, and sums up its financial year month by month", async () => {
  serveMay();
  renderInPage(<StaffDesk search="?view=money&month=2026-05" />);
  const link = await screen.findByRole("link", { name: "Download GSTR-1 CSV for May 2026" });
  expect(link).toHaveAttribute("href", staffApi.gstr1Csv("2026-05"));
  expect(screen.getByRole("heading", { level: 3, name: "Financial year 2026-27, month by month" })).toBeVisible();
  const summary = await screen.findByRole("table", { name: /each month of the financial year 2026-27/ });
  const mayRow = within(summary).getByRole("row", { name: /^May 2026/ });
  expect(within(mayRow).getByRole("link", { name: "May 2026" })).toHaveAttribute("aria-current", "page");
  expect(mayRow).toHaveTextContent("May 2026₹12,285.00 (1)₹40,949.00 (1)——");
  expect(within(summary).getByRole("link", { name: "April 2026" })).toHaveAttribute(
    "href",
    "/staff/?view=money&month=2026-04",
  );
  expect(within(summary).getByRole("row", { name: /^The year/ })).toHaveTextContent(
    "The year₹12,285.00₹40,949.00₹0.00₹0.00",
  );
});

it("shows another month, chosen on the form, from the address", async () => {
  serveMay();
  const user = userEvent.setup();
  renderInPage(<StaffDesk search="?view=money&month=2026-05" />);
  const month = await screen.findByRole("combobox", { name: "Month" });
  expect(month).toHaveValue("2026-05");
  await user.selectOptions(month, "2026-04");
  await user.click(screen.getByRole("button", { name: "Show the month" }));
  expect(navigate).toHaveBeenCalledWith("/staff/?view=money&month=2026-04");
});

it("says so of a month with no documents", async () => {
  serve({
    [staffApi.money]: ok(NOTHING_TO_CHASE),
    [staffApi.taxDocuments("2026-06")]: ok({
      month: "2026-06",
      financialYear: "2026-27",
      documents: [],
      totals: ZEROS,
      expiredCredits: [],
    }),
    [staffApi.taxDocumentYear("2026-27")]: ok(year),
  });
  renderInPage(<StaffDesk search="?view=money&month=2026-06" />);
  expect(await screen.findByText("No GST documents were issued in June 2026.")).toBeVisible();
});

it("opens on this month in India for accounts, when the address names none", async () => {
  const month = todayInIndia(new Date()).slice(0, 7);
  const calls = serve({
    [staffApi.self]: ok(selfOf(["accounts"])),
    [staffApi.money]: ok(NOTHING_TO_CHASE),
  });
  renderInPage(<StaffDesk search="?view=money" />);
  expect(await screen.findByRole("heading", { level: 2, name: "GST documents" })).toBeVisible();
  expect(await screen.findByRole("combobox", { name: "Month" })).toHaveValue(month);
  const paths = calls.map((call) => call.path);
  expect(paths).toContain(staffApi.taxDocuments(month));
  expect(paths).toContain(staffApi.taxDocumentYear(financialYearOfMonth(month).label));
});
