// The money view's GST documents, for the accountant: a month's documents
// as issued (number, kind, date, booking, recipient, place of supply, tax and
// what each is against) with each kind's totals, the month's GSTR-1 CSV to
// download, and the financial year's totals month by month. The month is in
// the address (?view=money&month=2026-05), the current one in India unless it
// names another.
import * as React from "react";
import { Link, navigate } from "gatsby";
import { formatLongDate, formatMonthName, formatRupees } from "../../../content/format";
import { todayInIndia } from "../../../content/india-time";
import { financialYearOfMonth, monthsOf, type DocumentKind } from "../../../content/tax-documents";
import {
  staffApi,
  type DocumentAmounts,
  type ExpiredCreditLine,
  type KindTotals,
  type TaxDocumentLine,
  type TaxDocumentMonth,
  type TaxDocumentYear,
} from "../../../requests/staff";
import { formatInstant } from "./desk-format";
import { deskPathOf } from "./desk-location";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import * as styles from "./staff-desk.module.scss";

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, { one: string; many: string }> = {
  receiptVoucher: { one: "Receipt voucher", many: "Receipt vouchers" },
  taxInvoice: { one: "Tax invoice", many: "Tax invoices" },
  refundVoucher: { one: "Refund voucher", many: "Refund vouchers" },
  creditNote: { one: "Credit note", many: "Credit notes" },
};

/** Paise as an accountant reads them, paise always shown: '₹11,700.00'. */
export function formatAccountsRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${formatRupees(Math.trunc(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
}

/** The month it is now in India, as YYYY-MM. */
export const monthNowInIndia = () => todayInIndia(new Date()).slice(0, 7);

/**
 * The months to choose from, the newest first: this financial year's and last year's up to now, and
 * those of the year of the month shown (an older one, named in the address).
 */
function monthChoices(shown: string): string[] {
  const now = monthNowInIndia();
  const thisYear = financialYearOfMonth(now);
  const years = [financialYearOfMonth(`${thisYear.startYear - 1}-04`), thisYear, financialYearOfMonth(shown)];
  const months = years.flatMap(monthsOf).filter((month) => month <= now);
  return [...new Set([shown, ...months])].sort().reverse();
}

function AmountCells({ amounts }: { amounts: DocumentAmounts }) {
  return (
    <>
      <td className={styles.amount}>{formatAccountsRupees(amounts.taxable)}</td>
      <td className={styles.amount}>{formatAccountsRupees(amounts.cgst)}</td>
      <td className={styles.amount}>{formatAccountsRupees(amounts.sgst)}</td>
      <td className={styles.amount}>{formatAccountsRupees(amounts.igst)}</td>
      <td className={styles.amount}>{formatAccountsRupees(amounts.total)}</td>
    </>
  );
}

const AMOUNT_HEADS = ["Taxable value", "CGST", "SGST or UTGST", "IGST", "Total"];

/** A table that scrolls sideways on a phone, focusable so a keyboard can scroll it. */
function ScrollingTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

function MonthTotals({ list }: { list: TaxDocumentMonth }) {
  const name = formatMonthName(list.month);
  return (
    <ScrollingTable label={`Totals for ${name}`}>
      <caption className={styles.visuallyHidden}>Totals of each kind of document issued in {name}</caption>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Documents</th>
          {AMOUNT_HEADS.map((head) => (
            <th key={head} scope="col" className={styles.amount}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {list.totals.map((totals) => (
          <tr key={totals.kind}>
            <th scope="row">{DOCUMENT_KIND_LABELS[totals.kind].many}</th>
            <td className={styles.amount}>{totals.count}</td>
            <AmountCells amounts={totals} />
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** What a document is against, in a few words. */
function againstOf(line: TaxDocumentLine): string {
  if (line.against.length === 0) return "—";
  const numbers = line.against.map((document) => document.number).join(", ");
  if (line.kind === "taxInvoice") return `Advances ${numbers}; ${formatAccountsRupees(line.due ?? 0)} still to pay`;
  return numbers;
}

/** A credit that expired unused, as the register notes it (nothing is issued for it). */
const expiredCreditWords = (credit: ExpiredCreditLine) =>
  `Trip credit ${credit.code} of ${formatAccountsRupees(credit.unused)} expired unused on ${formatLongDate(credit.validUntil)}` +
  ` (from booking ${credit.reference}${credit.receiptVouchers.length > 0 ? `, receipt voucher ${credit.receiptVouchers.join(", ")}` : ""}).`;

/** The month's trip credits that expired unused: their advances stay as their receipt vouchers had them. */
function ExpiredCredits({ list }: { list: TaxDocumentMonth }) {
  if (list.expiredCredits.length === 0) return null;
  return (
    <>
      <h4 className={styles.subheading}>Trip credits expired unused (nothing issued)</h4>
      <ul>
        {list.expiredCredits.map((credit) => (
          <li key={credit.code}>
            <Link to={deskPathOf({ view: "request", id: credit.requestId })}>{expiredCreditWords(credit)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentRows({ list }: { list: TaxDocumentMonth }) {
  const name = formatMonthName(list.month);
  if (list.documents.length === 0) return <p className={styles.empty}>No GST documents were issued in {name}.</p>;
  return (
    <ScrollingTable label={`Documents issued in ${name}`}>
      <caption className={styles.visuallyHidden}>Every GST document issued in {name}, in the order issued</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Kind</th>
          <th scope="col">Issued</th>
          <th scope="col">Booking</th>
          <th scope="col">Recipient</th>
          <th scope="col">GSTIN</th>
          <th scope="col">Place of supply</th>
          <th scope="col">Rate</th>
          {AMOUNT_HEADS.map((head) => (
            <th key={head} scope="col" className={styles.amount}>
              {head}
            </th>
          ))}
          <th scope="col">Against</th>
        </tr>
      </thead>
      <tbody>
        {list.documents.map((line) => (
          <tr key={line.number}>
            <th scope="row">{line.number}</th>
            <td>{DOCUMENT_KIND_LABELS[line.kind].one}</td>
            <td>
              <time dateTime={line.issuedAt}>{formatInstant(line.issuedAt)}</time>
            </td>
            <td>
              <Link to={deskPathOf({ view: "request", id: line.requestId })}>{line.reference}</Link>
            </td>
            <td>{line.recipient.name}</td>
            <td>{line.recipient.gstin ?? "Not registered"}</td>
            <td>
              {line.placeOfSupply.code}-{line.placeOfSupply.name}
              <span className={styles.cellNote}>{line.interState ? "IGST" : `CGST and ${line.stateTaxName}`}</span>
            </td>
            <td>{line.ratePercent}%</td>
            <AmountCells amounts={line} />
            <td>{againstOf(line)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

const totalOf = (totals: KindTotals[], kind: DocumentKind) => totals.find((line) => line.kind === kind)?.total ?? 0;

function YearSummary({ summary, shown }: { summary: TaxDocumentYear; shown: string }) {
  const upTo = monthNowInIndia();
  const months = summary.months.filter(({ month }) => month <= upTo || month === shown);
  return (
    <ScrollingTable label={`Financial year ${summary.financialYear} by month`}>
      <caption className={styles.visuallyHidden}>
        The value of each kind of document issued in each month of the financial year {summary.financialYear}
      </caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {Object.values(DOCUMENT_KIND_LABELS).map((label) => (
            <th key={label.many} scope="col" className={styles.amount}>
              {label.many}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map(({ month, totals }) => (
          <tr key={month}>
            <th scope="row">
              <Link to={deskPathOf({ view: "money", month })} aria-current={month === shown ? "page" : undefined}>
                {formatMonthName(month)}
              </Link>
            </th>
            {totals.map((line) => (
              <td key={line.kind} className={styles.amount}>
                {line.count === 0 ? "—" : `${formatAccountsRupees(line.total)} (${line.count})`}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">The year</th>
          {Object.keys(DOCUMENT_KIND_LABELS).map((kind) => (
            <td key={kind} className={styles.amount}>
              {formatAccountsRupees(totalOf(summary.totals, kind as DocumentKind))}
            </td>
          ))}
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

/** The month to show: from the form, into the address. */
function MonthForm({ month }: { month: string }) {
  const [draft, setDraft] = React.useState(month);
  return (
    <form
      className={styles.filters}
      aria-label="Month of GST documents"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(deskPathOf({ view: "money", month: draft }));
      }}
    >
      <label>
        <span>Month</span>
        <select value={draft} onChange={(event) => setDraft(event.target.value)}>
          {monthChoices(month).map((choice) => (
            <option key={choice} value={choice}>
              {formatMonthName(choice)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          Show the month
        </button>
      </div>
    </form>
  );
}

/** The GST documents of `month` (YYYY-MM; null: this month in India), its GSTR-1 CSV and its financial year. */
export function TaxDocumentsView({ month: asked }: { month: string | null }) {
  const month = asked ?? monthNowInIndia();
  const year = financialYearOfMonth(month).label;
  const [list, reloadList] = useStaffData<TaxDocumentMonth>(staffApi.taxDocuments(month));
  const [summary, reloadSummary] = useStaffData<TaxDocumentYear>(staffApi.taxDocumentYear(year));
  const name = formatMonthName(month);
  return (
    <section aria-labelledby="gst-heading">
      <h2 id="gst-heading">GST documents</h2>
      <MonthForm key={month} month={month} />
      <p className={styles.actions}>
        <a href={staffApi.gstr1Csv(month)} className={styles.button} download={`gstr1-${month}.csv`}>
          Download GSTR-1 CSV for {name}
        </a>
        <span className={styles.hint}>
          GSTR-1&apos;s tables (B2B, B2CL, B2CS, credit notes, advances received and adjusted, documents issued),
          amounts in rupees.
        </span>
      </p>
      <h3 className={styles.subheading}>{name}</h3>
      <StaffState state={list} what={`the documents of ${name}`} onRetry={reloadList}>
        {(data) => (
          <>
            <MonthTotals list={data} />
            <DocumentRows list={data} />
            <ExpiredCredits list={data} />
          </>
        )}
      </StaffState>
      <h3 className={styles.subheading}>Financial year {year}, month by month</h3>
      <StaffState state={summary} what={`the financial year ${year}`} onRetry={reloadSummary}>
        {(data) => <YearSummary summary={data} shown={month} />}
      </StaffState>
    </section>
  );
}
