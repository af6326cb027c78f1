/**
 * @jest-environment node
 */
import { browserLanguage, sitePage } from "../../platform/site-page";

/** Static assets without the shell, as a site built before it has none. */
const assetsWithoutShell = { fetch: jest.fn(async () => new Response("Not found", { status: 404 })) };

describe("a Worker page when the build has no shell", () => {
  it("is the plain page, in a header, main and footer, with the same headers; the missing shell is logged", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await sitePage(assetsWithoutShell as unknown as Fetcher, {
      status: 404,
      title: "Booking not found",
      main: "<h1>We could not find this booking</h1>",
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Booking not found — Safarnama</title>");
    expect(html).toMatch(
      /<header>[\s\S]*<main id="main"><div class="worker-page">\n<h1>We could not find this booking<\/h1>\n<\/div><\/main>\n<footer>/,
    );
    expect(html).not.toContain("<script");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const policy = response.headers.get("Content-Security-Policy")!;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style));
    expect(policy).toContain(`style-src 'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(logged).toHaveBeenCalledWith(JSON.stringify({ event: "site-page-shell-missing", path: "/booking/shell/" }));

    // Once per isolate: the next page neither asks the assets again nor logs again.
    await sitePage(assetsWithoutShell as unknown as Fetcher, { status: 200, title: "Again", main: "<p>Again</p>" });
    expect(assetsWithoutShell.fetch).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

describe("a Worker page in Hindi when the build has no Hindi shell", () => {
  it("is the plain page in Hindi: its language, and its links to the Hindi pages", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await sitePage(assetsWithoutShell as unknown as Fetcher, {
      status: 404,
      lang: "hi",
      title: "बुकिंग नहीं मिली",
      main: "<h1>हमें यह बुकिंग नहीं मिली</h1>",
    });
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<footer><a href="/hi/">Safarnama होम पेज</a> · <a href="/hi/contact-us/">हमसे संपर्क करें</a>');
    expect(logged).toHaveBeenCalledWith(
      JSON.stringify({ event: "site-page-shell-missing", path: "/booking/shell/hi/" }),
    );
    logged.mockRestore();
  });
});

describe("the language a browser asks for", () => {
  it.each([
    ["hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", "hi"],
    ["en-GB,en;q=0.9,hi;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,hi;q=0.5", "hi"],
    ["en;q=0.5, hi;q=0.8", "hi"],
    ["HI", "hi"],
    ["hi;q=0, en", "en"],
    ["de-DE", "en"],
    ["", "en"],
    [null, "en"],
  ])("is, for %p, %s: the first of the site's languages by preference, else English", (header, lang) => {
    expect(browserLanguage(header)).toBe(lang);
  });
});
