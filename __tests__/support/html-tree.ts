// Reading an HTML page the Worker answered as the browser would parse it
// (parse5): its elements in document order, an element's text and attributes.
import type { DefaultTreeAdapterMap } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];

/** Every element below `node`, in document order. */
export function* elementsOf(node: DefaultTreeAdapterMap["parentNode"]): Generator<Element> {
  for (const child of node.childNodes) {
    if ("tagName" in child) {
      yield child;
      yield* elementsOf(child);
    }
  }
}

/** The text of `node` and everything below it. */
export const textOf = (node: DefaultTreeAdapterMap["node"]): string =>
  node.nodeName === "#text"
    ? (node as DefaultTreeAdapterMap["textNode"]).value
    : "childNodes" in node
      ? node.childNodes.map(textOf).join("")
      : "";

/** An attribute's value, or undefined. */
export const attributeOf = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;
