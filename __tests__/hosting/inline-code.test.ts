import { cspHash, inlineCodeOf } from "../../hosting/inline-code.mjs";

describe("cspHash", () => {
  it("gives the CSP spec's own example hash for alert('Hello, world.');", () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("hashes the exact characters: whitespace and non-ASCII text change it", () => {
    expect(cspHash(" alert('Hello, world.');")).not.toBe(cspHash("alert('Hello, world.');"));
    expect(cspHash("document.title='सफ़रनामा'")).toBe(cspHash("document.title='सफ़रनामा'"));
    expect(cspHash("document.title='सफ़रनामा'")).not.toBe(cspHash("document.title='?'"));
  });
});

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("inlineCodeOf", () => {
  it("finds classic and module inline scripts with their text exactly as written", () => {
    const chunkMapping = '\n            window.___chunkMapping="{}";\n          ';
    const found = inlineCodeOf(
      page(`<script type="module">const t=1;</script>`, `<script id="gatsby-chunk-mapping">${chunkMapping}</script>`),
    );
    expect(found.scripts).toEqual(["const t=1;", chunkMapping]);
  });

  it("skips external scripts and data blocks such as JSON-LD, which CSP does not apply to", () => {
    const found = inlineCodeOf(
      page(
        `<script src="/app-b386df4d187483b7d399.js" async></script>` +
          `<script type="application/ld+json">{"@type":"TouristTrip"}</script>`,
        `<script type="text/javascript">run()</script><script type="importmap">{}</script>`,
      ),
    );
    expect(found.scripts).toEqual(["run()", "{}"]);
  });

  it("finds <style> elements in the head and inside <noscript>, which visitors without JavaScript get", () => {
    const found = inlineCodeOf(
      page(
        `<style data-href="/app.css">body{margin:0}</style>`,
        `<noscript><style>.gatsby-image-wrapper [data-placeholder-image]{opacity:0!important}</style></noscript>`,
      ),
    );
    expect(found.styles).toEqual([
      "body{margin:0}",
      ".gatsby-image-wrapper [data-placeholder-image]{opacity:0!important}",
    ]);
  });

  it("looks inside <template> content", () => {
    expect(inlineCodeOf(page("", "<template><script>later()</script></template>")).scripts).toEqual(["later()"]);
  });

  it("reports inline code no hash can allow: event handler attributes and javascript: URLs", () => {
    const found = inlineCodeOf(page("", `<button onclick="book()">Book</button><a href="javascript:void(0)">x</a>`));
    expect(found.unhashable).toEqual(['<button onclick="book()">', '<a href="javascript:void(0)">']);
  });

  it("reports nothing for a page without inline code", () => {
    expect(inlineCodeOf(page("<title>Safarnama</title>", "<p style='color:red'>Hi</p>"))).toEqual({
      scripts: [],
      styles: [],
      unhashable: [],
    });
  });
});
