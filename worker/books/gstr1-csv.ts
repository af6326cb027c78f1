// A month's GSTR-1 tables (gstr1-return.ts) as one CSV the accountant opens
// in a spreadsheet: a line for each invoice, note, summary or number range,
// its table in the first two columns (the GST offline tool's sheet name, and
// GSTR-1's table number), and the rest named as the offline tool's templates
// name them, so each table can be filtered out and pasted into its sheet.
// Amounts in rupees with two decimals (the paise exact, a minus sign for what
// lowers a table); dates as the offline tool writes them (05-Apr-2026); a
// place of supply as its code and name (06-Haryana).
import type { DocumentAmounts } from "../../requests/staff";
import type { DocumentState } from "./tax-documents";
import { csvOf } from "../../content/csv";
import type { Gstr1Document, Gstr1DocumentRange, Gstr1Note, Gstr1Return, Gstr1Summary } from "./gstr1-return";

export const GSTR1_COLUMNS = [
  "Section",
  "GSTR-1 table",
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Number",
  "Date",
  "Type",
  "UR Type",
  "Original Number",
  "Original Date",
  "Place Of Supply",
  "Reverse Charge",
  "Rate",
  "Value",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
  "Sr. No. From",
  "Sr. No. To",
  "Total Number",
  "Cancelled",
] as const;

type Column = (typeof GSTR1_COLUMNS)[number];
type Line = Partial<Record<Column, string | number>>;

/** Paise as rupees with two decimals: 1228500 → '12285.00', -1105650 → '-11056.50'. */
export function rupeesOf(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-04-05' → '05-Apr-2026', as the offline tool's templates write a date. */
export function offlineToolDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}-${MONTH_NAMES[Number(month) - 1]}-${year}`;
}

/** '06-Haryana'. */
export const placeOf = (state: DocumentState) => `${state.code}-${state.name}`;

const amountColumns = (amounts: DocumentAmounts): Line => ({
  Value: rupeesOf(amounts.total),
  "Taxable Value": rupeesOf(amounts.taxable),
  "Integrated Tax Amount": rupeesOf(amounts.igst),
  "Central Tax Amount": rupeesOf(amounts.cgst),
  "State/UT Tax Amount": rupeesOf(amounts.sgst),
  "Cess Amount": rupeesOf(0),
});

const documentColumns = (document: Gstr1Document): Line => ({
  "GSTIN/UIN of Recipient": document.gstin ?? "",
  "Receiver Name": document.receiver,
  Number: document.number,
  Date: offlineToolDate(document.date),
  "Place Of Supply": placeOf(document.placeOfSupply),
  Rate: document.ratePercent,
  ...amountColumns(document),
});

const invoice = (section: string, table: string, type: string) => (document: Gstr1Document) => ({
  Section: section,
  "GSTR-1 table": table,
  ...documentColumns(document),
  Type: type,
  ...(section === "b2b" ? { "Reverse Charge": "N" } : {}),
});

const note = (section: string) => (document: Gstr1Note) => ({
  Section: section,
  "GSTR-1 table": "9B",
  ...documentColumns(document),
  // Note Type: C for a credit note.
  Type: "C",
  "Original Number": document.against?.number ?? "",
  "Original Date": document.against ? offlineToolDate(document.against.date) : "",
  ...(section === "cdnr" ? { "Reverse Charge": "N" } : {}),
});

const summary = (section: string, table: string, type: string) => (line: Gstr1Summary) => ({
  Section: section,
  "GSTR-1 table": table,
  Type: type,
  "Place Of Supply": placeOf(line.placeOfSupply),
  Rate: line.ratePercent,
  ...amountColumns(line),
});

const range = (line: Gstr1DocumentRange): Line => ({
  Section: "docs",
  "GSTR-1 table": "13",
  Type: line.nature,
  "Sr. No. From": line.from,
  "Sr. No. To": line.to,
  "Total Number": line.total,
  Cancelled: line.cancelled,
});

/** Every line of the month's return, table by table in GSTR-1's order. */
export function gstr1Lines(ret: Gstr1Return): Line[] {
  return [
    ...ret.b2b.map(invoice("b2b", "4A", "Regular B2B")),
    ...ret.b2cl.map(invoice("b2cl", "5", "")),
    // OE: other than supplies through an e-commerce operator.
    ...ret.b2cs.map(summary("b2cs", "7", "OE")),
    ...ret.cdnr.map(note("cdnr")),
    // B2C large: the only invoices to unregistered recipients whose notes 9B takes that the agency issues (no exports).
    ...ret.cdnur.map((line) => ({ ...note("cdnur")(line), "UR Type": "B2CL" })),
    ...ret.at.map(summary("at", "11A", "")),
    ...ret.atadj.map(summary("atadj", "11B", "")),
    ...ret.docs.map(range),
  ];
}

/** The month's return as one CSV: GSTR1_COLUMNS, then a line for each entry of each table. */
export function gstr1Csv(ret: Gstr1Return): string {
  return csvOf(
    [...GSTR1_COLUMNS],
    gstr1Lines(ret).map((line) => GSTR1_COLUMNS.map((column) => line[column] ?? "")),
  );
}
