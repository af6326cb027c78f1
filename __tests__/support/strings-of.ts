// Every string of a JSON value with its key path, for the tests that read the site's text file by file.

/** One text the site shows: the file it is in, its key path, and what it says. */
export interface SiteText {
  file: string;
  key: string;
  text: string;
}

/** Every string in `value`, with its key path as the content check writes it ('hi.itinerary[1].title'). */
export function stringsOf(value: unknown, key: string, file: string): SiteText[] {
  if (typeof value === "string") return [{ file, key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${key}[${index}]`, file));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, key ? `${key}.${name}` : name, file));
  }
  return [];
}
