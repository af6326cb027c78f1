import { createHash } from "node:crypto";
import { parse } from "parse5";

/**
 * @import { DefaultTreeAdapterMap } from "parse5"
 * @typedef {DefaultTreeAdapterMap["node"]} Node
 * @typedef {DefaultTreeAdapterMap["element"]} Element
 */

/**
 * What a Content-Security-Policy has to allow for one HTML page to run as written.
 * @typedef {object} InlineCode
 * @property {string[]} scripts the text of every inline script the browser executes, in document order
 * @property {string[]} styles the text of every <style> element, including those inside <noscript>
 * @property {string[]} unhashable inline code no hash can allow: on* event handler attributes and javascript: URLs
 */

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

/** @type {(element: Element, name: string) => string | undefined} */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** @param {Element} element */
function isExecutableScript(element) {
  const type = attribute(element, "type");
  if (type === undefined || type.trim() === "") return true;
  const essence = type.split(";")[0].trim().toLowerCase();
  return JAVASCRIPT_MIME_TYPES.has(essence) || OTHER_INLINE_SCRIPT_TYPES.has(essence);
}

// Script and style contents are raw text: the characters between the tags are
// exactly what the browser hashes.
const textOf = (/** @type {Element} */ element) =>
  element.childNodes
    .map((child) => (child.nodeName === "#text" ? /** @type {DefaultTreeAdapterMap["textNode"]} */ (child).value : ""))
    .join("");

/**
 * @param {Element} element
 * @param {{ name: string; value: string }} attr
 */
function snippetOf(element, attr) {
  return `<${element.tagName} ${attr.name}="${attr.value.slice(0, 80)}">`;
}

/**
 * Reads one page's inline scripts and styles. The page is parsed as a browser
 * with scripting off would parse it, so styles inside <noscript> (which apply
 * to visitors without JavaScript) are found too; scripts are found either way.
 * @param {string} html
 * @returns {InlineCode}
 */
export function inlineCodeOf(html) {
  /** @type {InlineCode} */
  const found = { scripts: [], styles: [], unhashable: [] };
  const visit = (/** @type {Node} */ node) => {
    if ("tagName" in node) {
      const element = /** @type {Element} */ (node);
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
      if (element.tagName === "template") visit(/** @type {DefaultTreeAdapterMap["template"]} */ (element).content);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { scriptingEnabled: false }));
  return found;
}

/**
 * The CSP source expression allowing exactly this inline script or style: 'sha256-<base64>'.
 * @param {string} text
 */
export function cspHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
