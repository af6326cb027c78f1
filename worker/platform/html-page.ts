// The Worker's plain HTML pages (the editor's sign-in pop-up, and the pages of
// site-page.ts when the build has no shell), and text put into any page as
// text, never as markup. Each page says its own Content-Security-Policy and
// referrer policy; the rest of their headers are the same: never cached, never
// sniffed, never indexed. Pages a visitor reads use site-page.ts instead.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What every page the Worker writes is sent with: never cached, never sniffed, never indexed. */
export const WORKER_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
} as const;

export interface HtmlPage {
  status: number;
  /** The page's own title; " — Safarnama" is added. */
  title: string;
  /** What goes inside <body>, as markup. */
  body: string;
  /** The page's own stylesheet, inline (its CSP must allow it). */
  style?: string;
  /** The page's language; English unless said. */
  lang?: string;
  /** Headers of this page, beside the shared ones: at least its Content-Security-Policy and Referrer-Policy. */
  headers: { "Content-Security-Policy": string; "Referrer-Policy": string } & Record<string, string>;
}

export function htmlPage({ status, title, body, style, lang = "en", headers }: HtmlPage): Response {
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Safarnama</title>
${style ? `<style>${style}</style>\n` : ""}</head>
<body>
${body}
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { ...WORKER_PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8", ...headers },
  });
}
