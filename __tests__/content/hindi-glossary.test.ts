// The site's Hindi speaks in one voice: docs/hindi-glossary.md names the one
// Hindi word for each thing and the spellings not to use, and states the
// nukta and chandrabindu rules. This test reads the glossary's tables and
// holds content/messages/hi.json, every "hi" side of data/ and every Hindi
// string written in code (the States' names, numbers in words, plurals…) to
// them, naming file and key (or line) for each slip.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sourceFilesIn } from "../support/source-files";
import { stringsOf, type SiteText } from "../support/strings-of";

const ROOT = path.resolve(__dirname, "../..");
const GLOSSARY = readFileSync(path.join(ROOT, "docs/hindi-glossary.md"), "utf8");

/** One row of the glossary: the one Hindi word for a thing, and the spellings not to use. */
interface Term {
  english: string;
  hindi: string;
  variants: string[];
}

/** Every row of the glossary's tables whose header is English | Hindi | Not these. */
function glossaryTerms(markdown: string): Term[] {
  const cells = (line: string) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
  const lines = markdown.split("\n");
  return lines.flatMap((line, index) => {
    if (!line.startsWith("|") || cells(line).join("|") !== "English|Hindi|Not these") return [];
    const end = lines.findIndex((next, at) => at > index && !next.startsWith("|"));
    return lines.slice(index + 2, end === -1 ? undefined : end).map((row) => {
      const [english, hindi, variants] = cells(row);
      return { english, hindi, variants: variants.split(",").map((variant) => variant.trim()) };
    });
  });
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));

/** The JSON files under data/, by their path from the repository's root. */
const dataFiles = (folder = "data"): string[] =>
  readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return dataFiles(file);
    return entry.name.endsWith(".json") ? [file] : [];
  });

/** The folders of the project's own code that may write Hindi the site shows. */
const CODE_FOLDERS = ["content", "requests", "src", "gatsby", "hosting", "worker"];
const DEVANAGARI = /[\u0900-\u097F]/u;

/** Each string and template-literal piece written in a source file that holds Devanagari, keyed by its line. */
function codeStrings(file: string): SiteText[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: SiteText[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const { text: literal } = node as ts.LiteralLikeNode;
      if (DEVANAGARI.test(literal)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ file, key: `line ${line}`, text: literal });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every Hindi string written in the project's code, tests aside. */
const codeHindi = (): SiteText[] =>
  CODE_FOLDERS.flatMap((folder) => sourceFilesIn(folder))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`) && !file.endsWith(".d.ts"))
    .filter((file) => DEVANAGARI.test(readFileSync(path.join(ROOT, file), "utf8")))
    .flatMap(codeStrings);

/** Every Hindi text of the site: the interface's messages, each data file's "hi" side, and the Hindi in code. */
function siteHindi(): SiteText[] {
  const messages = stringsOf(readJson("content/messages/hi.json"), "", "content/messages/hi.json");
  const data = dataFiles().flatMap((file) => {
    const content = readJson(file) as { hi?: unknown };
    return content.hi === undefined ? [] : stringsOf(content.hi, "hi", file);
  });
  return [...messages, ...data, ...codeHindi()];
}

// A word's edges: no letter or vowel sign of any script right before or after it.
const WORD_START = String.raw`(?<![\p{L}\p{M}])`;
const WORD_END = String.raw`(?![\p{L}\p{M}])`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The glossary's variants, each found as a whole word; the longest first, so 'अग्रिम राशि' is one slip, not also 'अग्रिम'. */
function variantPattern(terms: Term[]): { pattern: RegExp; termOf: Map<string, string> } {
  const termOf = new Map(terms.flatMap((term) => term.variants.map((variant) => [variant, term.hindi] as const)));
  const alternatives = [...termOf.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`${WORD_START}(?:${alternatives.join("|")})${WORD_END}`, "gu"), termOf };
}

// The nukta rule: none on क, ख, ग (precomposed or as letter and ़).
const NUKTA_ON_KA_KHA_GA = /[\u0958-\u095A]|[कखग]\u093C/u;
const withoutNukta = (word: string) =>
  word
    .replace(/\u0958/gu, "क")
    .replace(/\u0959/gu, "ख")
    .replace(/\u095A/gu, "ग")
    .replace(/([कखग])\u093C/gu, "$1");

// The chandrabindu rule: ँ never after a मात्रा or vowel with a mark above the headline;
// a nasal vowel closing a word after ा, ु, ू or a bare vowel is ँ, not ं.
const CHANDRABINDU_UNDER_TOP_MARK = /([िीेैोौॉईऐओऔ])\u0901/gu;
const BINDU_FOR_NASAL_VOWEL = /([ाुूृअआउऊए])\u0902$/u;
const chandrabinduSpelling = (word: string) =>
  word.replace(CHANDRABINDU_UNDER_TOP_MARK, "$1\u0902").replace(BINDU_FOR_NASAL_VOWEL, "$1\u0901");

const WORD = /[\p{L}\p{M}]+/gu;

/** Each slip in `texts`, as `file › key: "variant" → use "term"`. */
function glossarySlips(texts: SiteText[], terms: Term[]): string[] {
  const { pattern, termOf } = variantPattern(terms);
  return texts.flatMap(({ file, key, text }) => {
    const slip = (found: string, use: string) => `${file} › ${key}: "${found}" → use "${use}"`;
    const variants = [...text.matchAll(pattern)].map(([found]) => slip(found, termOf.get(found)!));
    const spellings = [...text.matchAll(WORD)].flatMap(([word]) => {
      const spelt = chandrabinduSpelling(NUKTA_ON_KA_KHA_GA.test(word) ? withoutNukta(word) : word);
      return spelt === word ? [] : [slip(word, spelt)];
    });
    return [...variants, ...spellings];
  });
}

const TERMS = glossaryTerms(GLOSSARY);

describe("the Hindi glossary (docs/hindi-glossary.md)", () => {
  it("is followed by content/messages/hi.json and every Hindi text of data/ (each slip named by file and key)", () => {
    expect(glossarySlips(siteHindi(), TERMS)).toEqual([]);
  });

  it("reads the site's Hindi: the messages, the data files' Hindi sides and the Hindi written in code", () => {
    const files = new Set(siteHindi().map((text) => text.file));
    expect(files).toContain("content/messages/hi.json");
    expect(files).toContain("data/policies.json");
    expect(files).toContain("data/traveller-questions.json");
    expect(files).toContain("data/trips/spiti-winter-expedition.json");
    expect(files).toContain("content/indian-state-names.ts");
    expect(files).toContain("content/format.ts");
    expect(files).toContain("worker/books/amount-in-words.ts");
  });

  it("finds a slip in a string written in code, by its file and line", () => {
    const texts = codeStrings("content/indian-state-names.ts");
    expect(texts).toContainEqual({ file: "content/indian-state-names.ts", key: "line 9", text: "जम्मू और कश्मीर" });
    const planted = texts.map((text) => ({ ...text, text: text.text.replace("गोवा", "गांव") }));
    expect(glossarySlips(planted, TERMS)).toEqual(['content/indian-state-names.ts › line 36: "गांव" → use "गाँव"']);
  });

  it("names one Hindi word, and the variants not to use, for each of the words the site once wrote two ways", () => {
    const variantsOf = (english: string) => TERMS.find((term) => term.english.startsWith(english));
    expect(variantsOf("waitlist")).toMatchObject({
      hindi: "वेटलिस्ट",
      variants: expect.arrayContaining(["प्रतीक्षा सूची"]),
    });
    expect(variantsOf("deposit")).toMatchObject({ hindi: "डिपॉज़िट", variants: expect.arrayContaining(["अग्रिम राशि"]) });
    expect(variantsOf("GST")).toMatchObject({ hindi: "GST", variants: expect.arrayContaining(["जीएसटी"]) });
    expect(variantsOf("booking reference")).toMatchObject({ variants: expect.arrayContaining(["संदर्भ संख्या"]) });
    expect(variantsOf("trip lead")).toMatchObject({
      hindi: "ट्रिप लीड",
      variants: expect.arrayContaining(["ट्रिप लीडर"]),
    });
    expect(variantsOf("save")).toMatchObject({ variants: expect.arrayContaining(["सेव"]) });
  });

  it("finds a planted variant, nukta and chandrabindu slip, and names its file, key and the word to use", () => {
    const planted: SiteText[] = [
      { file: "content/messages/hi.json", key: "tripPage.gst", text: "जीएसटी ({percent}%)" },
      { file: "data/trips/x.json", key: "hi.notes[0]", text: "बुकिंग पर अग्रिम राशि; अपने ट्रिप लीडर से मिलें" },
      { file: "data/faqs.json", key: "hi.faqs[2].answer", text: "आख़िरी तारीख़ तक यहां आएँ, मेँ नहीं" },
      { file: "data/faqs.json", key: "hi.faqs[3].answer", text: "सेवा और सेव करें" },
    ];
    expect(glossarySlips(planted, TERMS)).toEqual([
      'content/messages/hi.json › tripPage.gst: "जीएसटी" → use "GST"',
      'data/trips/x.json › hi.notes[0]: "अग्रिम राशि" → use "डिपॉज़िट"',
      'data/trips/x.json › hi.notes[0]: "ट्रिप लीडर" → use "ट्रिप लीड"',
      'data/faqs.json › hi.faqs[2].answer: "आख़िरी" → use "आखिरी"',
      'data/faqs.json › hi.faqs[2].answer: "तारीख़" → use "तारीख"',
      'data/faqs.json › hi.faqs[2].answer: "यहां" → use "यहाँ"',
      'data/faqs.json › hi.faqs[2].answer: "मेँ" → use "में"',
      'data/faqs.json › hi.faqs[3].answer: "सेव" → use "सहेजें"',
    ]);
  });
});
