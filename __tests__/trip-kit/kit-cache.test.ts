import {
  isCacheable,
  isKitPage,
  isKitScope,
  kitCacheName,
  onAnswer,
  savedCopyAsked,
  unusedFiles,
  urlsToKeep,
} from "../../src/trip-kit/kit-cache";

const origin = "http://localhost:9000";
const scope = `${origin}/booking/SF-7K3Q9XMD/kit`;
const page = `${scope}?token=abc123`;
const font = `${origin}/static/dm-sans-latin-1a2b.woff2`;
const script = `${origin}/booking/kit.js`;

describe("the trip kit's service worker", () => {
  it("serves only a kit's own address", () => {
    expect(isKitScope(scope)).toBe(true);
    for (const other of [
      `${origin}/booking/`,
      `${origin}/booking/SF-7K3Q9XMD`,
      `${origin}/booking/SF-7K3Q9XMD/`,
      `${origin}/booking/SF-7K3Q9XMD/take`,
      `${origin}/booking/SF-7K3Q9XMD/kit/`,
      `${origin}/booking/SF-7K3Q9XMD/kit?token=abc`,
      `${origin}/booking/a/b/kit`,
      `${origin}/`,
      `${origin}/trips/kit`,
    ]) {
      expect([other, isKitScope(other)]).toEqual([other, false]);
    }
  });

  it("keeps each kit in a cache of its own", () => {
    expect(kitCacheName(scope)).not.toBe(kitCacheName(`${origin}/booking/SF-AAAAAAAA/kit`));
  });

  it("answers reads of the site's own origin only", () => {
    expect(isCacheable("GET", page, origin)).toBe(true);
    expect(isCacheable("GET", font, origin)).toBe(true);
    expect(isCacheable("POST", page, origin)).toBe(false);
    expect(isCacheable("GET", "https://fonts.example/font.woff2", origin)).toBe(false);
    expect(isCacheable("GET", "http://localhost:9001/booking/SF-7K3Q9XMD/kit", origin)).toBe(false);
  });

  it("tells the kit page, with any token, from the files it uses", () => {
    expect(isKitPage(page, scope)).toBe(true);
    expect(isKitPage(`${scope}?token=other`, scope)).toBe(true);
    expect(isKitPage(font, scope)).toBe(false);
    expect(isKitPage(`${origin}/booking/SF-7K3Q9XMD?token=abc123`, scope)).toBe(false);
  });

  it("saves a good answer, forgets on not found, and falls back to the saved copy on a server's failure", () => {
    expect(onAnswer(200)).toBe("save");
    expect(onAnswer(404)).toBe("forget");
    expect(onAnswer(410)).toBe("forget");
    expect(onAnswer(500)).toBe("use saved copy");
    expect(onAnswer(503)).toBe("use saved copy");
  });

  it("drops the files the saved page no longer names, never a saved page", () => {
    const oldFont = `${origin}/static/dm-sans-latin-0000.woff2`;
    const html = `<link rel="preload" href="/static/dm-sans-latin-1a2b.woff2"><script src="/booking/kit.js" defer></script>`;
    expect(unusedFiles([page, oldFont, font, script], html, scope)).toEqual([oldFont]);
    expect(unusedFiles([page, font], "", scope)).toEqual([font]);
  });

  it("saves only the site's own URLs of a page's message, each once, without fragments", () => {
    expect(
      urlsToKeep({ keep: [`${page}#packing`, page, font, "https://evil.example/x", "not a url", 3] }, origin),
    ).toEqual([page, font]);
    expect(urlsToKeep({ keep: "everything" }, origin)).toEqual([]);
    expect(urlsToKeep(null, origin)).toEqual([]);
    expect(urlsToKeep("keep", origin)).toEqual([]);
  });

  it("reads a page's question whether it is the saved copy: its URL, without the fragment a request never carries", () => {
    expect(savedCopyAsked({ savedCopy: page })).toBe(page);
    expect(savedCopyAsked({ savedCopy: `${page}#kit-phones` })).toBe(page);
    expect(savedCopyAsked({ keep: [page] })).toBeNull();
    expect(savedCopyAsked({ savedCopy: "not a url" })).toBeNull();
    expect(savedCopyAsked({ savedCopy: true })).toBeNull();
    expect(savedCopyAsked(null)).toBeNull();
  });
});
