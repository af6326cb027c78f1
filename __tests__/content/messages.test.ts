import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGE_GROUPS, MESSAGES } from "../../content/messages";
import { LOCALES } from "../../content/locales.mjs";

const ROOT = path.join(__dirname, "../..");

type Tree = { [key: string]: string | Tree };

/** Every message's path ('layout.nav.home') and text. */
function leaves(tree: Tree, prefix: string[] = []): [string[], string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[[...prefix, key], value] as [string[], string]] : leaves(value, [...prefix, key]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the messages files", () => {
  const english = new Map(leaves(MESSAGES.en as unknown as Tree).map(([key, text]) => [key.join("."), text]));

  test.each(LOCALES.filter((lang) => lang !== "en"))(
    "content/messages/%s.json has every key of en.json, and no other",
    (lang) => {
      const translated = new Map(leaves(MESSAGES[lang] as unknown as Tree).map(([key, text]) => [key.join("."), text]));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  test.each(LOCALES)(
    "content/messages/%s.json: every message has text, and the English one's {placeholders}",
    (lang) => {
      const problems = leaves(MESSAGES[lang] as unknown as Tree).flatMap(([key, text]) => {
        const name = key.join(".");
        if (text.trim() === "") return [`${name}: empty`];
        const expected = placeholders(english.get(name) ?? "");
        return placeholders(text).join() === expected.join()
          ? []
          : [`${name}: {${placeholders(text)}} ≠ {${expected}}`];
      });
      expect(problems).toEqual([]);
    },
  );

  test("the Hindi messages are written in Devanagari", () => {
    // GST and WhatsApp are names Hindi writes in Latin letters too (docs/hindi-glossary.md).
    const untranslated = (text: string) => /[a-z]{3,}/i.test(text.replace(/\{\w+\}|\bGST\b|\bWhatsApp\b/g, ""));
    const latinOnly = leaves(MESSAGES.hi as unknown as Tree)
      .filter(([, text]) => !/[\u0900-\u097F]/.test(text) && untranslated(text))
      .map(([key]) => key.join("."));
    expect(latinOnly).toEqual([]);
  });

  test("every message is used: its group is named, and its key read, in the code", () => {
    const sources = ["src", "worker", "requests", "content", "gatsby", "hosting"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.endsWith(".d.ts"))
        .map((file) => readFileSync(path.join(ROOT, dir, file), "utf8")),
    );
    const unused = leaves(MESSAGES.en as unknown as Tree)
      .filter(([key]) => {
        const [group] = key;
        const name = key[key.length - 1];
        const reads = new RegExp(`(\\.|\\?\\.)${name}\\b|["'\`]${name}["'\`]|\\b${name}:`);
        const inGroup = sources.filter((text) => new RegExp(`\\b${group}\\b`).test(text));
        return !inGroup.some((text) => reads.test(text));
      })
      .map(([key]) => key.join("."));
    expect(unused).toEqual([]);
  });

  test("the groups are the messages' top-level keys, as GraphQL serves them", () => {
    expect(MESSAGE_GROUPS).toEqual(Object.keys(MESSAGES.en));
  });
});
