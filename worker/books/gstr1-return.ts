// A month's GST documents as the tables of GSTR-1, the return of outward
// supplies (CGST Rule 59) the accountant files: invoices to registered
// recipients one by one (4A, b2b); inter-State invoices over ₹1 lakh to
// unregistered ones one by one (5, b2cl); every other invoice added up by
// place of supply and rate (7, b2cs), less the credit notes against them;
// credit notes one by one (9B: cdnr for registered recipients, cdnur for those
// against a b2cl invoice); the advances received and not invoiced in the month,
// less the advances refunded (11A, at); the advances of earlier months adjusted
// on the month's invoices (11B, atadj); and the documents' number ranges (13,
// docs). The table names are the GST offline tool's sheets. Every figure is a
// stored document's own, in paise; docs/gst-documents.md says why each goes
// where it does, with the rules.
import { monthInIndia, taxInAmount, type DocumentKind } from "../../content/tax-documents";
import { todayInIndia } from "../../content/india-time";
import type { DocumentAmounts } from "../../requests/staff";
import { numberOf, type AdjustedAdvance, type DocumentBody, type DocumentState } from "./tax-documents";
import type { TaxDocumentRow } from "../db/rows";
import { amountsOf, bodyOf } from "./document-register";

/**
 * An unregistered recipient's inter-State invoice is reported on its own (Table 5, B2C large) when its
 * value is more than ₹1 lakh: CGST Rule 59(4)(a)(ii) as amended by Notification 12/2024-Central Tax, in
 * force from 1 August 2024 (₹2.5 lakh before).
 */
export const B2CL_MORE_THAN_PAISE = 100_000_00;

/** An invoice or note reported on its own line. */
export interface Gstr1Document extends DocumentAmounts {
  /** The recipient's GSTIN; null for an unregistered recipient. */
  gstin: string | null;
  receiver: string;
  number: string;
  /** Its date in India (YYYY-MM-DD). */
  date: string;
  placeOfSupply: DocumentState;
  ratePercent: number;
}

/** A credit note, with the invoice it is issued against. */
export interface Gstr1Note extends Gstr1Document {
  against: { number: string; date: string } | null;
}

/** Documents added up by place of supply and rate: a line of b2cs, at or atadj. May be below zero. */
export interface Gstr1Summary extends DocumentAmounts {
  placeOfSupply: DocumentState;
  ratePercent: number;
}

/** Table 13: the numbers of one series issued in the month. */
export interface Gstr1DocumentRange {
  /** As the GST offline tool names it: 'Receipt voucher'. */
  nature: string;
  from: string;
  to: string;
  total: number;
  /** Documents cancelled: none, since an issued document is never withdrawn (a correction is a credit note). */
  cancelled: number;
}

export interface Gstr1Return {
  month: string;
  b2b: Gstr1Document[];
  b2cl: Gstr1Document[];
  b2cs: Gstr1Summary[];
  cdnr: Gstr1Note[];
  cdnur: Gstr1Note[];
  at: Gstr1Summary[];
  atadj: Gstr1Summary[];
  docs: Gstr1DocumentRange[];
}

/** Table 13's names for each kind, in the table's order. */
const NATURES: [DocumentKind, string][] = [
  ["taxInvoice", "Invoices for outward supply"],
  ["creditNote", "Credit Note"],
  ["receiptVoucher", "Receipt voucher"],
  ["refundVoucher", "Refund voucher"],
];

interface Issued {
  row: TaxDocumentRow;
  body: DocumentBody;
  number: string;
}

const issuedOf = (row: TaxDocumentRow): Issued => ({ row, body: bodyOf(row), number: numberOf(row) });

const negated = (amounts: DocumentAmounts): DocumentAmounts => ({
  taxable: -amounts.taxable,
  cgst: -amounts.cgst,
  sgst: -amounts.sgst,
  igst: -amounts.igst,
  total: -amounts.total,
});

/** Whether an invoice is reported on its own as B2C large: unregistered, to another State, over ₹1 lakh. */
const isB2cLarge = (body: DocumentBody) =>
  body.recipient.gstin === null && body.interState && body.tax.amount > B2CL_MORE_THAN_PAISE;

function documentLine({ row, body, number }: Issued): Gstr1Document {
  return {
    gstin: body.recipient.gstin,
    receiver: body.recipient.name,
    number,
    date: todayInIndia(new Date(row.issued_at)),
    placeOfSupply: body.placeOfSupply,
    ratePercent: body.ratePercent,
    ...amountsOf(body),
  };
}

/** Parts added up by place of supply and rate, in the order of the States' codes, then the rates. */
function summed(parts: Gstr1Summary[]): Gstr1Summary[] {
  const lines = new Map<string, Gstr1Summary>();
  for (const part of parts) {
    const key = `${part.placeOfSupply.code} ${part.ratePercent}`;
    const line = lines.get(key);
    lines.set(
      key,
      line
        ? {
            ...line,
            taxable: line.taxable + part.taxable,
            cgst: line.cgst + part.cgst,
            sgst: line.sgst + part.sgst,
            igst: line.igst + part.igst,
            total: line.total + part.total,
          }
        : part,
    );
  }
  return [...lines.values()].sort(
    (a, b) => a.placeOfSupply.code.localeCompare(b.placeOfSupply.code) || a.ratePercent - b.ratePercent,
  );
}

const partOf = (body: Pick<DocumentBody, "placeOfSupply" | "ratePercent">, amounts: DocumentAmounts) => ({
  placeOfSupply: body.placeOfSupply,
  ratePercent: body.ratePercent,
  ...amounts,
});

/** The first and last number of each series issued in the month, and how many. */
function documentRanges(issued: Issued[]): Gstr1DocumentRange[] {
  return NATURES.flatMap(([kind, nature]) => {
    const series = new Map<string, Issued[]>();
    for (const document of issued.filter(({ row }) => row.kind === kind)) {
      const key = `${document.row.series} ${document.row.financial_year}`;
      series.set(key, [...(series.get(key) ?? []), document]);
    }
    return [...series.values()].map((documents) => {
      const inOrder = documents.sort((a, b) => a.row.count - b.row.count);
      return {
        nature,
        from: inOrder[0].number,
        to: inOrder[inOrder.length - 1].number,
        total: inOrder.length,
        cancelled: 0,
      };
    });
  });
}

/**
 * What of an advance an invoice adjusts, by the place of supply and rate its receipt voucher had: as the
 * invoice states it. An invoice from before changes of plans states only the amount: it adjusted its own
 * booking's voucher whole, found among `byNumber`; a voucher not found is taxed as the invoice is.
 */
function adjustedPartOf(
  advance: AdjustedAdvance,
  invoice: DocumentBody,
  byNumber: ReadonlyMap<string, Issued>,
): Gstr1Summary {
  if (advance.tax && advance.placeOfSupply && advance.ratePercent !== undefined) {
    return partOf(
      { placeOfSupply: advance.placeOfSupply, ratePercent: advance.ratePercent },
      amountsOf({ tax: advance.tax }),
    );
  }
  const receipt = byNumber.get(advance.number)?.body;
  const taxedAs = receipt ?? invoice;
  return partOf(taxedAs, amountsOf({ tax: taxInAmount(advance.amount, taxedAs.ratePercent, !taxedAs.interState) }));
}

/**
 * GSTR-1's tables for `month` (YYYY-MM, India's calendar) from the documents issued in it (`issued`)
 * and `related`: the tax invoices and receipt vouchers of the bookings its invoices and credit notes
 * are for, whenever issued (what a credit note is against, the advances an invoice adjusts).
 */
export function gstr1Return(
  month: string,
  issued: readonly TaxDocumentRow[],
  related: readonly TaxDocumentRow[],
): Gstr1Return {
  const documents = issued.map(issuedOf);
  const byNumber = new Map([...related, ...issued].map((row) => [numberOf(row), issuedOf(row)]));
  const ofKind = (kind: DocumentKind) => documents.filter(({ row }) => row.kind === kind);
  const invoices = ofKind("taxInvoice");
  const adjustedPart = (advance: AdjustedAdvance, body: DocumentBody) => adjustedPartOf(advance, body, byNumber);

  // What of an advance a month's invoice adjusts leaves 11A: an advance received in an earlier month
  // is reported as adjusted (11B, "received in earlier tax period"); one received in the month comes
  // off the month's advances received (11A: "for which invoice has not been issued"), as the invoice
  // reports it. What of it was refunded before went out of 11A with its refund voucher; what is not
  // adjusted stays in 11A (a trip credit not yet spent).
  const advances = invoices.flatMap(({ body }) =>
    (body.invoice?.advances ?? []).map((advance) => ({ advance, part: adjustedPart(advance, body) })),
  );
  const receivedInMonth = advances.filter(({ advance }) => monthInIndia(advance.issuedAt) === month);
  const receivedBefore = advances.filter(({ advance }) => monthInIndia(advance.issuedAt) !== month);

  const b2b = invoices.filter(({ body }) => body.recipient.gstin !== null);
  const b2cl = invoices.filter(({ body }) => isB2cLarge(body));
  const b2cInvoices = invoices.filter(({ body }) => body.recipient.gstin === null && !isB2cLarge(body));

  const creditNotes = ofKind("creditNote").map((note) => {
    const invoice = note.body.against ? byNumber.get(note.body.against.number) : undefined;
    return {
      note,
      line: {
        ...documentLine(note),
        against: note.body.against
          ? { number: note.body.against.number, date: todayInIndia(new Date(note.body.against.issuedAt)) }
          : null,
      },
      large: invoice !== undefined && isB2cLarge(invoice.body),
    };
  });
  // A credit note to an unregistered recipient against an invoice in B2C small is reported there,
  // lowering the month's figures (9B covers only registered recipients and B2C large invoices).
  const cdnr = creditNotes.filter(({ note }) => note.body.recipient.gstin !== null);
  const cdnur = creditNotes.filter(({ note, large }) => note.body.recipient.gstin === null && large);
  const b2cNotes = creditNotes.filter(({ note, large }) => note.body.recipient.gstin === null && !large);

  return {
    month,
    b2b: b2b.map(documentLine),
    b2cl: b2cl.map(documentLine),
    b2cs: summed([
      ...b2cInvoices.map(({ body }) => partOf(body, amountsOf(body))),
      ...b2cNotes.map(({ note }) => partOf(note.body, negated(amountsOf(note.body)))),
    ]),
    cdnr: cdnr.map(({ line }) => line),
    cdnur: cdnur.map(({ line }) => line),
    at: summed([
      ...ofKind("receiptVoucher").map(({ body }) => partOf(body, amountsOf(body))),
      ...ofKind("refundVoucher").map(({ body }) => partOf(body, negated(amountsOf(body)))),
      ...receivedInMonth.map(({ part }) => ({ ...part, ...negated(part) })),
    ]).filter((line) => Object.values(negated(line)).some((amount) => amount !== 0)),
    atadj: summed(receivedBefore.map(({ part }) => part)),
    docs: documentRanges(documents),
  };
}
