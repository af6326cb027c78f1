// Puts values into an interface message ('© {year} {siteName}.'): the whole of
// the site's message formatting, small enough that no i18n library is needed.
// Numbers, dates and money are formatted before they go in (format.ts).

/** A message with each {name} replaced by its value; a {name} without a value is left as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * A message cut at its placeholders, each replaced by its value, for values
 * that are not text (a link, a <code> element): ['The page ', <code/>, ' does not exist.'].
 */
export function messageParts<Part>(template: string, values: Readonly<Record<string, Part>>): (string | Part)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? values[name] : piece;
    });
}
