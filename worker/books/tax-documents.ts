// What each GST document says (docs/gst-documents.md), worked out once, when it
// is issued, from the agency's tax identity and terms in the catalogue and the
// booking: the supplier, the recipient, the place of supply, the tax in the
// amount and how it splits. It is stored as issued and never worked out again,
// so a later change to data/tax.json, the terms or the booking leaves every
// issued document as it was.
import { gstStateOf, OUTSIDE_INDIA } from "../../content/indian-states";
import type { MESSAGES } from "../../content/messages";
import { taxDocumentPath } from "../../content/routes.mjs";
import type { Locale } from "../../content/locales.mjs";
import {
  financialYear,
  financialYearOf,
  placeOfSupply,
  serialNumber,
  taxInAmount,
  type DocumentKind,
  type TaxInAmount,
} from "../../content/tax-documents";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type { PaymentPurpose, RequestRow, TaxDocumentRow } from "../db/rows";
import { tripTitleOf } from "../bookings/booking-summary";
import type { DocumentRequestRow, DocumentToIssue } from "../db/tax-document-sql";

/** What of the catalogue a document is made from: the tax identity, the rate, the trips' titles in each language. */
type DocumentCatalogue = Pick<
  IntakeCatalogue,
  "tax" | "terms" | "agency" | "trips" | "travellerQuestions" | "translations"
>;

/** A State or Union Territory as a document names it: 'Haryana (06)'. */
export interface DocumentState {
  code: string;
  name: string;
}

/** The recipient as the booking gives them; a registered business gives its GSTIN. */
export interface DocumentRecipient {
  name: string;
  /** The address on record: asked of a booking of ₹50,000 or more, and of a business. */
  address: string | null;
  gstin: string | null;
  /** The State the booker lives in, as they gave it. */
  state: DocumentState | null;
}

/** An advance received, as its receipt voucher names it: which one, how and when it was paid. */
export interface ReceivedPayment {
  id: string;
  purpose: PaymentPurpose;
  method: string;
  paidAt: string;
}

/** Everything a document prints, as it was when issued. */
export interface DocumentBody {
  kind: DocumentKind;
  /** The booking's language, in which its page shows the document (the legal labels in English too). */
  lang: Locale;
  /** The booking's reference ('SF-7K3Q9XMD'). */
  reference: string;
  supplier: { legalName: string; address: string; gstin: string; state: DocumentState };
  recipient: DocumentRecipient;
  placeOfSupply: DocumentState;
  /** Whether the supply crosses a State's border: IGST; otherwise CGST and SGST (or UTGST). */
  interState: boolean;
  /** The name of the tax collected with CGST in the place of supply: UTGST in a Union Territory without a legislature. */
  stateTaxName: "SGST" | "UTGST";
  sac: string;
  ratePercent: number;
  /** data/tax.json's rateCondition: what the rate is charged on. */
  rateCondition: string;
  /** Tax on the reverse-charge basis: never, for a tour operator's supply. */
  reverseCharge: false;
  tour: { title: string; startDate: string; endDate: string; travellers: number };
  /** The amount and its tax, in paise. */
  tax: TaxInAmount;
  /** A receipt voucher's payment: which advance, how and when it was paid. */
  payment?: ReceivedPayment;
  /** A refund voucher's refund: what share of which advance goes back, and why. */
  refund?: ReturnedAdvance;
  /**
   * The document a refund voucher or credit note is issued against: the receipt voucher of the advance
   * returned (null for an advance received before receipt vouchers were issued, which has none).
   */
  against?: { number: string; issuedAt: string } | null;
  /**
   * A tax invoice's advances adjusted against its value, and what is still to pay; and the cancellation
   * charges kept on seats cancelled that its value includes (absent on invoices from before changes of plans).
   */
  invoice?: { advances: AdjustedAdvance[]; due: number; cancellationCharges?: number };
}

/**
 * An advance adjusted on a tax invoice: its receipt voucher and the amount adjusted (paise), with the tax
 * in that amount as the voucher taxed it and its place of supply, so GSTR-1's Table 11B reads it from the
 * invoice; `credit` names the trip credit it came through when the voucher is another booking's. (The
 * tax, place and rate are absent on invoices issued before changes of plans, each of which adjusted
 * its own vouchers whole.)
 */
export interface AdjustedAdvance {
  number: string;
  issuedAt: string;
  amount: number;
  tax?: TaxInAmount;
  placeOfSupply?: DocumentState;
  ratePercent?: number;
  credit?: string;
}

/** What a tax invoice bills and adjusts (paise): its value, the cancellation charges in it, and the advances against it. */
export interface InvoiceFigures {
  value: number;
  cancellationCharges: number;
  advances: AdjustedAdvance[];
}

/** An advance returned, as its refund voucher names it. */
export interface ReturnedAdvance {
  /** The refund's receipt: '<payment id>:<reason>'. */
  receipt: string;
  paymentId: string;
  purpose: PaymentPurpose;
  /** The share of the advance returned, by the terms' scale (the rest is kept as cancellation charges). */
  percent: number;
  /** Why: 'traveller' or 'agency' cancelled, or the payment found 'no-seat'. */
  reason: string;
}

/** What a document prints for a booker who lives outside India (GST returns' own name for code 96). */
const OUTSIDE_INDIA_NAME = "Foreign Country";

function stateNamed(code: string): DocumentState {
  const state = gstStateOf(code);
  if (!state) throw new Error(`No State or Union Territory has the GST code ${code}`);
  return { code, name: state.name };
}

/**
 * Who the booking bills, as its booker gave it: a business by its registered name and GSTIN, else the
 * booker by name; the address and State on record, if any (none for a booking from before the form asked).
 */
function recipientOf(row: DocumentRequestRow): DocumentRecipient {
  const code = row.billing_state;
  return {
    name: (row.billing_gstin && row.billing_company) || row.full_name || "",
    address: row.billing_address,
    gstin: row.billing_gstin,
    state: code === null ? null : code === OUTSIDE_INDIA ? { code, name: OUTSIDE_INDIA_NAME } : stateNamed(code),
  };
}

/** The supplier, recipient, place of supply and tax of an amount the booking `row` pays or gets back. */
function documentBody(
  kind: DocumentKind,
  row: DocumentRequestRow,
  catalogue: DocumentCatalogue,
  amount: number,
): DocumentBody {
  const { tax: identity, terms } = catalogue;
  const recipient = recipientOf(row);
  const place = stateNamed(
    placeOfSupply(identity.stateCode, {
      gstin: recipient.gstin,
      // Outside India is no State: such a booking's supply is placed at the agency's (docs/gst-documents.md).
      stateCode: recipient.state?.code === OUTSIDE_INDIA ? null : recipient.state?.code,
    }),
  );
  const interState = place.code !== identity.stateCode;
  return {
    kind,
    lang: row.lang,
    reference: row.reference ?? row.id,
    supplier: {
      legalName: identity.legalName,
      address: identity.address,
      gstin: identity.gstin,
      state: stateNamed(identity.stateCode),
    },
    recipient,
    placeOfSupply: place,
    interState,
    stateTaxName: gstStateOf(place.code)?.utgst ? "UTGST" : "SGST",
    sac: identity.sac,
    ratePercent: terms.gstPercent,
    rateCondition: identity.rateCondition,
    reverseCharge: false,
    tour: {
      // In the booking's language, as its page and emails name the trip.
      title: tripTitleOf(row, catalogue) ?? row.trip_slug ?? "",
      startDate: row.departure_start ?? "",
      endDate: row.departure_end ?? "",
      travellers: row.seats,
    },
    tax: taxInAmount(amount, terms.gstPercent, !interState),
  };
}

/** The receipt voucher for an advance received (CGST Rule 50): issued with the payment, once. */
export function receiptVoucherFor(
  row: DocumentRequestRow,
  catalogue: DocumentCatalogue,
  payment: ReceivedPayment & { amount: number },
  now: Date,
): DocumentToIssue {
  const body: DocumentBody = {
    ...documentBody("receiptVoucher", row, catalogue, payment.amount),
    payment: { id: payment.id, purpose: payment.purpose, method: payment.method, paidAt: payment.paidAt },
  };
  return {
    kind: "receiptVoucher",
    series: catalogue.tax.series.receiptVoucher,
    financialYear: financialYearOf(now),
    requestId: row.id,
    source: payment.id,
    issuedAt: now.toISOString(),
    body: JSON.stringify(body),
  };
}

/** The name of a kind of document in a language's words (each read by its name, so the messages' test sees it). */
export const kindName = (words: (typeof MESSAGES)["en"]["taxDocument"], kind: DocumentKind): string =>
  ({
    receiptVoucher: words.receiptVoucher,
    taxInvoice: words.taxInvoice,
    refundVoucher: words.refundVoucher,
    creditNote: words.creditNote,
  })[kind];

/** A stored document's number: 'RV/2627/00042'. */
export const numberOf = (document: Pick<TaxDocumentRow, "series" | "financial_year" | "count">) =>
  serialNumber(document.series, financialYear(Number(document.financial_year.slice(0, 4))), document.count);

/** A document's page with the booking's token, as the booking page's own. */
export const taxDocumentHref = (row: Pick<RequestRow, "reference" | "token">, document: TaxDocumentRow) =>
  `${taxDocumentPath(row.reference!, numberOf(document))}?token=${encodeURIComponent(row.token!)}`;

/**
 * The tax invoice of a booking (CGST Rules 46 and 47), issued once by the daily run: on the day its tour
 * begins, or after it was cancelled in whole, for what it kept (invoice-advances.ts works out `figures`).
 * It bills the value, with each advance adjusted against it by its receipt voucher, and what is still to pay.
 */
export function taxInvoiceFor(
  row: DocumentRequestRow,
  catalogue: DocumentCatalogue,
  figures: InvoiceFigures,
  now: Date,
): DocumentToIssue {
  const received = figures.advances.reduce((sum, advance) => sum + advance.amount, 0);
  const body: DocumentBody = {
    ...documentBody("taxInvoice", row, catalogue, figures.value),
    invoice: {
      advances: figures.advances,
      due: Math.max(figures.value - received, 0),
      cancellationCharges: figures.cancellationCharges,
    },
  };
  return {
    kind: "taxInvoice",
    series: catalogue.tax.series.taxInvoice,
    financialYear: financialYearOf(now),
    requestId: row.id,
    source: row.id,
    issuedAt: now.toISOString(),
    body: JSON.stringify(body),
  };
}

/**
 * The document of an advance returned: a refund voucher against the advance's receipt voucher while
 * the booking has no tax invoice (CGST Rule 51), a credit note against its tax invoice once it has one
 * (section 34, Rule 53). Issued with the refund's claim, once. The tax is the tax in the amount
 * returned, at the rate and by the place of supply of the document it is issued against, whatever the
 * terms or the tax identity say today; what is kept as cancellation charges stays consideration for
 * the tour, taxed as that document had it (CBIC Circular 178/10/2022-GST).
 */
export function refundDocumentFor(
  row: DocumentRequestRow,
  catalogue: DocumentCatalogue,
  refund: ReturnedAdvance & { amount: number },
  documents: readonly TaxDocumentRow[],
  now: Date,
): DocumentToIssue {
  const invoice = documents.find((document) => document.kind === "taxInvoice");
  const receiptVoucher = documents.find(
    (document) => document.kind === "receiptVoucher" && document.source === refund.paymentId,
  );
  const kind = invoice ? "creditNote" : "refundVoucher";
  const against = invoice ?? receiptVoucher;
  const { amount, ...returned } = refund;
  const earlier = against ? (JSON.parse(against.body) as DocumentBody) : null;
  const taxedAsBefore: Partial<DocumentBody> = earlier
    ? {
        placeOfSupply: earlier.placeOfSupply,
        interState: earlier.interState,
        stateTaxName: earlier.stateTaxName,
        ratePercent: earlier.ratePercent,
        tax: taxInAmount(amount, earlier.ratePercent, !earlier.interState),
      }
    : {};
  const body: DocumentBody = {
    ...documentBody(kind, row, catalogue, amount),
    ...taxedAsBefore,
    refund: returned,
    against: against ? { number: numberOf(against), issuedAt: against.issued_at } : null,
  };
  return {
    kind,
    series: catalogue.tax.series[kind],
    financialYear: financialYearOf(now),
    requestId: row.id,
    source: refund.receipt,
    issuedAt: now.toISOString(),
    body: JSON.stringify(body),
  };
}
