// The shipped content is translated in full: every Hindi page shows Hindi, and
// none falls back to the English. The build only warns of a missing
// translation (content/check-content.ts); this test makes it an error for
// what the site ships, and lists every field still to translate.
import path from "node:path";
import { checkContent, type ContentSource } from "../../content/check-content";
import { TRANSLATIONS } from "../../content/localise";
import { contentFromDisk } from "../../gatsby/content-from-disk";

const DATA_DIR = path.resolve(__dirname, "../../data");
const TODAY = "2026-11-21";

/** The content check's warnings of a field left untranslated: those at a path under a translation ('… › hi.title: …'). */
function untranslatedFields(source: ContentSource): string[] {
  const report = checkContent(source, { today: TODAY, strictDates: false });
  // A file whose English is broken has its translation left unchecked: the English must pass first.
  expect(report.errors).toEqual([]);
  const underTranslation = new RegExp(` › (${TRANSLATIONS.join("|")})(\\.|\\[|:)`);
  return report.warnings.filter((warning) => underTranslation.test(warning));
}

it("has every text of data/ translated into Hindi (the list shows each field still in English only)", () => {
  expect(untranslatedFields(contentFromDisk(DATA_DIR))).toEqual([]);
});

it("would list a Hindi field left out, so the test above cannot pass with nothing checked", () => {
  const disk = contentFromDisk(DATA_DIR);
  const file = "trips/spiti-winter-expedition.json";
  const source: ContentSource = {
    ...disk,
    read: (name) => {
      const text = disk.read(name);
      if (name !== file || text === undefined) return text;
      const content = JSON.parse(text);
      delete content.hi.summary;
      return JSON.stringify(content);
    },
  };
  expect(untranslatedFields(source)).toEqual([
    `data/${file} › hi.summary: has no Hindi translation; its pages show the English`,
  ]);
});
