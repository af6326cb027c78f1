// A GST document's page, /booking/<reference>/documents/<number>?token=…
// (its route in traveller/tax-document-routes.ts), linked from the booking
// page: the document as it was issued (its stored body, never worked out
// again), in the booking's language with each label the rules ask for in
// English too, in the site's look, and laid out to print on one A4 page.
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatLongDate, formatRupees } from "../../content/format";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import type { Locale } from "../../content/locales.mjs";
import { HINDI_STATE_NAMES } from "../../content/indian-state-names";
import { OUTSIDE_INDIA } from "../../content/indian-states";
import { MESSAGES } from "../../content/messages";
import { financialYearOfCode } from "../../content/tax-documents";
import { paymentMethodIn } from "../bookings/booking-summary";
import { amountInWords } from "./amount-in-words";
import type { RequestRow, TaxDocumentRow } from "../db/rows";
import { documentOfRequest } from "../db/tax-documents";
import { escapeHtml } from "../platform/html-page";
import { sitePage } from "../platform/site-page";
import { kindName, numberOf, type DocumentBody, type DocumentState } from "./tax-documents";

type Words = (typeof MESSAGES)["en"]["taxDocument"];
type Label = Exclude<keyof Words, "title">;

/** Paise as accounts write them, always with the paise: '₹12,285.00'. */
const money = (paise: number) => `${formatRupees(Math.trunc(paise / 100))}.${String(paise % 100).padStart(2, "0")}`;

/**
 * A State, or a foreign country, in the document's language: the English name stored when it was
 * issued, or in Hindi the name the booking form offers (content/indian-state-names.ts), by its code.
 */
function placeName(place: DocumentState, lang: Locale): string {
  if (lang !== "hi") return place.name;
  if (place.code === OUTSIDE_INDIA) return MESSAGES.hi.taxDocument.foreignCountry;
  return HINDI_STATE_NAMES[place.code] ?? place.name;
}

/** A rate as the document states it: 5 → '5%', 2.5 → '2.5%'. */
const percent = (rate: number) => `${rate}%`;

/**
 * A label in the document's language, and in English beside it when that is another: the rules'
 * words, which an accountant or a tax officer reads, whatever the booking's language.
 */
function labelIn(lang: Locale) {
  const words = MESSAGES[lang].taxDocument;
  const english = MESSAGES.en.taxDocument;
  return (key: Label) =>
    lang === "en"
      ? escapeHtml(words[key])
      : `${escapeHtml(words[key])} <span class="legal-label" lang="en">${escapeHtml(english[key])}</span>`;
}

/** One label and value line of a dl.facts; the value is markup. */
const fact = (label: string, value: string) => `<dt>${label}</dt>\n<dd>${value}</dd>`;

/** The document's whole main, from what was stored when it was issued. */
export function taxDocumentMarkup(document: TaxDocumentRow, body: DocumentBody, backHref: string): string {
  const { lang } = body;
  const words = MESSAGES[lang].taxDocument;
  const label = labelIn(lang);
  const state = (place: DocumentState | null) =>
    place
      ? escapeHtml(fillMessage(words.stateWithCode, { code: place.code, name: placeName(place, lang) }))
      : escapeHtml(words.notGiven);
  const { tax, ratePercent } = body;
  const taxLines = body.interState
    ? [[fillMessage(words.taxAt, { name: "IGST", rate: percent(ratePercent) }), tax.igst]]
    : [
        [fillMessage(words.taxAt, { name: "CGST", rate: percent(ratePercent / 2) }), tax.cgst],
        [fillMessage(words.taxAt, { name: body.stateTaxName, rate: percent(ratePercent / 2) }), tax.sgst],
      ];
  const { payment, refund, against } = body;
  const advance = (payment ?? refund)?.purpose === "balance" ? words.balance : words.deposit;
  const tour = {
    payment: advance,
    trip: body.tour.title,
    dates: formatDateRange(body.tour.startDate, body.tour.endDate, lang),
  };
  const { invoice } = body;
  const description = refund
    ? fillMessage(words.refundFor, { ...tour, percent: percent(refund.percent) })
    : invoice
      ? fillMessage(words.tourFor, tour)
      : fillMessage(words.advanceFor, tour);
  const dateOf = (iso: string) => formatLongDate(todayInIndia(new Date(iso)), lang);
  const totalLabel = refund ? "totalRefunded" : invoice ? "totalInvoice" : "total";
  // A tax invoice's advances adjusted, by their receipt vouchers, and what is still to pay.
  const adjusted = invoice
    ? `<dl class="facts">
${fact(
  label("advancesAdjusted"),
  invoice.advances.length > 0
    ? invoice.advances
        .map((each) =>
          escapeHtml(
            fillMessage(words.advanceLine, {
              // An advance a trip credit brought from another booking: its voucher, and the credit.
              number: each.credit ? `${each.number} (${each.credit})` : each.number,
              date: dateOf(each.issuedAt),
              amount: money(each.amount),
            }),
          ),
        )
        .join("<br>")
    : escapeHtml(words.noAdvances),
)}
${fact(label("stillDue"), money(invoice.due))}
</dl>`
    : "";
  const againstValue = against
    ? fillMessage(words.againstValue, {
        number: against.number,
        date: dateOf(against.issuedAt),
      })
    : words.noReceiptVoucher;
  return `<article class="tax-document">
<p class="eyebrow">${escapeHtml(body.supplier.legalName)}</p>
<h1>${label(document.kind)} <span class="document-number">${escapeHtml(numberOf(document))}</span></h1>
<dl class="facts">
${fact(label("number"), `<span class="code">${escapeHtml(numberOf(document))}</span>`)}
${fact(label("date"), escapeHtml(formatLongDate(todayInIndia(new Date(document.issued_at)), lang)))}
${fact(label("reference"), escapeHtml(body.reference))}
</dl>
<div class="document-parties">
<section class="card" aria-labelledby="supplier"><h2 id="supplier">${label("supplier")}</h2><dl class="facts">
${fact(label("name"), escapeHtml(body.supplier.legalName))}
${fact(label("address"), escapeHtml(body.supplier.address))}
${fact(label("gstin"), `<span class="code">${escapeHtml(body.supplier.gstin)}</span>`)}
${fact(label("state"), state(body.supplier.state))}
</dl></section>
<section class="card" aria-labelledby="recipient"><h2 id="recipient">${label("recipient")}</h2><dl class="facts">
${fact(label("name"), escapeHtml(body.recipient.name))}
${fact(label("address"), body.recipient.address ? escapeHtml(body.recipient.address) : escapeHtml(words.notGiven))}
${fact(label("gstin"), body.recipient.gstin ? `<span class="code">${escapeHtml(body.recipient.gstin)}</span>` : escapeHtml(words.unregistered))}
${fact(label("state"), state(body.recipient.state))}
</dl></section>
</div>
<dl class="facts">
${fact(label("placeOfSupply"), state(body.placeOfSupply))}
${fact(label("description"), escapeHtml(description))}
${against !== undefined ? fact(label(document.kind === "creditNote" ? "againstInvoice" : "against"), escapeHtml(againstValue)) : ""}
${fact(label("travellers"), String(body.tour.travellers))}
${fact(label("sac"), escapeHtml(body.sac))}
${fact(label("rate"), percent(ratePercent))}
${fact(label("reverseCharge"), escapeHtml(words.no))}
${payment ? fact(label("payment"), escapeHtml(fillMessage(words.paidHow, { method: paymentMethodIn(payment.method, lang), date: formatIndiaTime(payment.paidAt, lang) }))) : ""}
</dl>
<div class="card"><dl class="amounts">
${fact(label("taxableValue"), money(tax.taxable))}
${taxLines.map(([name, paise]) => fact(escapeHtml(String(name)), money(Number(paise)))).join("\n")}
<dt>${label(totalLabel)}</dt>
<dd class="total">${money(tax.amount)}</dd>
</dl>
<dl class="facts">
${fact(label("inWords"), escapeHtml(amountInWords(tax.amount, lang)))}
</dl>
${adjusted}</div>
<p class="muted">${escapeHtml(body.rateCondition)}</p>
<p class="muted">${escapeHtml(fillMessage(words.electronic, { agency: body.supplier.legalName }))}</p>
<p class="muted screen-only">${escapeHtml(words.keepCopy)}</p>
<p class="actions"><a class="button secondary" href="${escapeHtml(backHref)}">${escapeHtml(words.back)}</a></p>
</article>`;
}

/**
 * The page of the document of `row` numbered `number` ('RV-2627-00042'), with a way back to
 * `backHref`, or null when the booking has no document by that number.
 */
export async function taxDocumentPage(
  env: Env,
  row: Pick<RequestRow, "id">,
  number: string,
  backHref: string,
): Promise<Response | null> {
  const [series, yearCode, count] = number.split("-");
  const year = financialYearOfCode(yearCode);
  const document = year
    ? await documentOfRequest(env.DB, row.id, { series, financialYear: year.label, count: Number(count) })
    : null;
  if (!document) return null;
  const body = JSON.parse(document.body) as DocumentBody;
  const words = MESSAGES[body.lang].taxDocument;
  return sitePage(env.ASSETS, {
    status: 200,
    lang: body.lang,
    title: fillMessage(words.title, { kind: kindName(words, document.kind), number: numberOf(document) }),
    main: taxDocumentMarkup(document, body, backHref),
  });
}
