// The shells of the pages the Worker writes, one per language
// (sitePageShellPath): the site's own 404 page in that language, as Gatsby
// rendered it from the site's Layout (<html lang>, skip link, header, footer,
// fonts with the language's preloads, the layout's CSS), with everything that
// makes it a page of the site taken out (its language switch too: it leads to
// the 404 page's twin, and a Worker page speaks its request's language), its
// main emptied, and the Worker pages' stylesheet
// (src/styles/worker-pages.scss) added. Written after the build
// rather than built as a Gatsby page: a page would add its chunk to the map
// every page of the site inlines, and bring Gatsby's runtime, whose hydration
// would wipe what the Worker writes into it.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, serialize, type DefaultTreeAdapterMap } from "parse5";
import { compile } from "sass";
import { LOCALES, type Locale } from "../content/locales.mjs";
import { MESSAGES } from "../content/messages";
import { localePath, sitePageShellPath } from "../content/routes.mjs";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];
type ChildNode = DefaultTreeAdapterMap["childNode"];

/** The Worker pages' own stylesheet, in the site's tokens and patterns. */
export const WORKER_PAGES_STYLESHEET = path.join("src", "styles", "worker-pages.scss");

/** What the shell's main says in `lang` when someone opens the shell itself, before the Worker fills it. */
function unfilledMain(lang: Locale): string {
  const words = MESSAGES[lang].bookingPage;
  return `<div class="worker-page"><h1>${escapeText(words.shellHeading)}</h1>
<p>${escapeText(words.shellText)}</p></div>`;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (isElement(child)) {
      yield child;
      yield* elementsOf(child);
    }
  }
}

/** Takes out every element `unwanted` picks, wherever it is. */
function remove(node: ParentNode, unwanted: (element: Element) => boolean) {
  node.childNodes = node.childNodes.filter((child) => !isElement(child) || !unwanted(child));
  for (const child of node.childNodes) if (isElement(child)) remove(child, unwanted);
}

/** A fragment of markup as nodes, each given `parent`. */
function nodesOf(markup: string, parent: Element): ChildNode[] {
  const body = parse(`<!doctype html><body>${markup}`).childNodes.filter(isElement)[0].childNodes.filter(isElement)[1];
  for (const child of body.childNodes) child.parentNode = parent;
  return body.childNodes;
}

/** What of a page's head belongs to that page alone (its description, share cards, sitemap link) or to the installable app. */
const PAGE_OWN_HEAD = (element: Element) =>
  element.tagName === "script" ||
  (element.tagName === "meta" &&
    (["description", "generator"].includes(attribute(element, "name") ?? "") ||
      /^(og|twitter):/.test(attribute(element, "property") ?? attribute(element, "name") ?? ""))) ||
  (element.tagName === "link" && ["sitemap", "manifest", "canonical"].includes(attribute(element, "rel") ?? ""));

/** The language switch's list: the one whose links name their language (hreflang). */
const isLanguageSwitch = (element: Element) =>
  element.tagName === "ul" && [...elementsOf(element)].some((link) => attribute(link, "hreflang") !== undefined);

/**
 * The shell in `lang` made from that language's 404 page's HTML and the
 * Worker pages' CSS; throws, naming what it missed, when the page is not
 * shaped as the Layout draws it.
 */
export function sitePageShell(notFoundHtml: string, css: string, lang: Locale): string {
  const document = parse(notFoundHtml);
  const all = [...elementsOf(document)];
  const find = (what: string, test: (element: Element) => boolean) => {
    const found = all.find(test);
    if (!found) throw new Error(`The 404 page has no ${what}: the shell of the Worker's pages cannot be made from it.`);
    return found;
  };
  const head = find("head", (element) => element.tagName === "head");
  const main = find("main#main", (element) => element.tagName === "main" && attribute(element, "id") === "main");
  find("header", (element) => element.tagName === "header");
  find("footer", (element) => element.tagName === "footer");
  const title = find("title", (element) => element.tagName === "title");
  const menuButton = find("Menu button", (element) => attribute(element, "aria-controls") === "site-menu");

  remove(head, PAGE_OWN_HEAD);
  // With no script the Menu button could never open the menu: the stylesheet shows the links instead.
  remove(document, (element) => element === menuButton || element.tagName === "script" || isLanguageSwitch(element));
  // Gatsby's focus wrapper carries style="outline:none", which a policy without 'unsafe-inline' refuses.
  for (const element of elementsOf(document)) element.attrs = element.attrs.filter((attr) => attr.name !== "style");
  if (!head.childNodes.some((node) => isElement(node) && attribute(node, "name") === "robots")) {
    head.childNodes.push(...nodesOf('<meta name="robots" content="noindex">', head));
  }
  title.childNodes = [];
  title.attrs = [];
  title.childNodes.push({ nodeName: "#text", value: "Safarnama", parentNode: title });
  head.childNodes.push(...nodesOf(`<style>${css}</style>`, head));
  main.childNodes = nodesOf(unfilledMain(lang), main);
  return serialize(document);
}

/** Each language's 404 page in the build: /404.html, /hi/404.html. */
const notFoundFile = (lang: Locale) => `${localePath(lang, "/404")}.html`.slice(1);

/** Writes each language's shell into the finished build in `publicDir`; answers the files written. */
export async function writeSitePageShells(publicDir = PUBLIC_DIR): Promise<string[]> {
  const { css } = compile(WORKER_PAGES_STYLESHEET, { style: "compressed" });
  return Promise.all(
    LOCALES.map(async (lang) => {
      const notFound = await readFile(path.join(publicDir, notFoundFile(lang)), "utf8");
      const file = path.join(publicDir, sitePageShellPath(lang), "index.html");
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, sitePageShell(notFound, css, lang));
      return file;
    }),
  );
}
