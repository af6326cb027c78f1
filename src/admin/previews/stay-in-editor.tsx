import type { MouseEvent, ReactNode } from "react";

/**
 * Holds a preview so its links stay pictures of links: a click on the card's
 * title or a page link would otherwise navigate the editor itself away from
 * the entry being edited (Gatsby's Link navigates in-app unless the click's
 * default is already prevented, which this does first, in the capture phase).
 */
export function StayInEditor({ children }: { children: ReactNode }) {
  const keepLinksInert = (event: MouseEvent) => {
    // Not `instanceof Element`: the preview frame is another window, with its own Element.
    if ((event.target as Partial<Element>).closest?.("a[href]")) event.preventDefault();
  };
  return <div onClickCapture={keepLinksInert}>{children}</div>;
}
