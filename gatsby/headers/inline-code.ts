import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** What a Content-Security-Policy has to allow for one HTML page to run as written. */
export interface InlineCode {
  /** The text of every inline script the browser executes, in document order. */
  scripts: string[];
  /** The text of every <style> element, including those inside <noscript>. */
  styles: string[];
  /** Inline code no hash can allow: on* event handler attributes and javascript: URLs. */
  unhashable: string[];
}

// A <script> whose type is none of these is a data block (JSON-LD, say): the
// browser never executes it, so CSP does not apply to it.
// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
const JAVASCRIPT_MIME_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);
// Inline scripts of these types are not JavaScript but still need the policy's permission.
const OTHER_INLINE_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"]);

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function isExecutableScript(element: Element): boolean {
  const type = attribute(element, "type");
  if (type === undefined || type.trim() === "") return true;
  const essence = type.split(";")[0].trim().toLowerCase();
  return JAVASCRIPT_MIME_TYPES.has(essence) || OTHER_INLINE_SCRIPT_TYPES.has(essence);
}

// Script and style contents are raw text: the characters between the tags are
// exactly what the browser hashes.
const textOf = (element: Element) =>
  element.childNodes
    .map((child) => (child.nodeName === "#text" ? (child as DefaultTreeAdapterMap["textNode"]).value : ""))
    .join("");

function snippetOf(element: Element, attr: { name: string; value: string }) {
  return `<${element.tagName} ${attr.name}="${attr.value.slice(0, 80)}">`;
}

/**
 * Reads one page's inline scripts and styles. The page is parsed as a browser
 * with scripting off would parse it, so styles inside <noscript> (which apply
 * to visitors without JavaScript) are found too; scripts are found either way.
 */
export function inlineCodeOf(html: string): InlineCode {
  const found: InlineCode = { scripts: [], styles: [], unhashable: [] };
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const element = node as Element;
      if (element.tagName === "script" && attribute(element, "src") === undefined && isExecutableScript(element)) {
        found.scripts.push(textOf(element));
      }
      if (element.tagName === "style") found.styles.push(textOf(element));
      for (const attr of element.attrs) {
        const isHandler = /^on[a-z]+$/i.test(attr.name);
        const isScriptUrl =
          ["href", "src", "action", "formaction"].includes(attr.name) && /^\s*javascript:/i.test(attr.value);
        if (isHandler || isScriptUrl) found.unhashable.push(snippetOf(element, attr));
      }
      if (element.tagName === "template") visit((element as DefaultTreeAdapterMap["template"]).content);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { scriptingEnabled: false }));
  return found;
}

/** The CSP source expression allowing exactly this inline script or style: 'sha256-<base64>'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
