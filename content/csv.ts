// A table as CSV (RFC 4180) that a spreadsheet opens as it is, for the Worker's downloads (manifests,
// GSTR-1) and the desk's own (the Numbers section's tables): UTF-8 with a
// byte-order mark (so "Ananya Śarmā" survives Excel), CRLF line ends, a field
// quoted when it holds a comma, a quote or a line break. A value a spreadsheet
// would run as a formula (=, @, or + and - before anything but a number, a
// decimal one too) gets a leading apostrophe, so a name typed into a form
// cannot become one.

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().]*$)/;

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `header` and `rows` as a CSV file's text, starting with the byte-order mark. */
export function csvOf(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
