// The booking page's list of the booking's GST documents, each linked to its
// page (tax-document-page.ts) with the booking's token.
import { fillMessage } from "../../content/fill-message";
import { formatLongDate } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import { MESSAGES } from "../../content/messages";
import type { RequestRow, TaxDocumentRow } from "../db/rows";
import { kindName, numberOf, taxDocumentHref } from "./tax-documents";
import { escapeHtml } from "../platform/html-page";

/** The section listing `documents`, in the request's language; nothing when there are none yet. */
export function taxDocumentsSection(
  row: Pick<RequestRow, "reference" | "token" | "lang">,
  documents: TaxDocumentRow[],
) {
  if (documents.length === 0) return "";
  const words = MESSAGES[row.lang].taxDocument;
  const items = documents
    .map((document) => {
      const line = fillMessage(words.listLine, {
        kind: kindName(words, document.kind),
        number: numberOf(document),
        date: formatLongDate(todayInIndia(new Date(document.issued_at)), row.lang),
      });
      return `<li><a href="${escapeHtml(taxDocumentHref(row, document))}">${escapeHtml(line)}</a></li>`;
    })
    .join("\n");
  return `<section class="card" aria-labelledby="tax-documents">
<h2 id="tax-documents">${escapeHtml(words.listHeading)}</h2>
<p>${escapeHtml(words.listText)}</p>
<ul>
${items}
</ul>
</section>
`;
}
