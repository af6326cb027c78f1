import { captureVisitSource, trimmedPart, VISIT_SOURCE_KEY, visitSourceOf } from "../../src/visit/visit-source";
import { cleanPart, keptVisitSource } from "../../src/visit/kept-visit-source";

const SITE = "https://safarnama.example";

/** A tab on `address`, linked from `referrer`, with a sessionStorage of its own. */
function tabOn(address: string, referrer = "", storage: Storage = freshStorage()) {
  return {
    location: { href: address } as Location,
    document: { referrer } as Document,
    sessionStorage: storage,
  };
}

function freshStorage(): Storage {
  window.sessionStorage.clear();
  return window.sessionStorage;
}

const kept = () => JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? "null");

describe("visitSourceOf", () => {
  it("keeps a landing address's campaign tags, trimmed, empty ones as null", () => {
    expect(
      visitSourceOf(
        `${SITE}/?utm_source=instagram&utm_medium=%20social%20&utm_campaign=diwali-2026&utm_term=&utm_content=reel-2`,
        "https://l.instagram.com/",
        false,
      ),
    ).toEqual({ source: "instagram", medium: "social", campaign: "diwali-2026", term: null, content: "reel-2" });
  });

  it("replaces what the tab kept when the address has campaign tags", () => {
    expect(visitSourceOf(`${SITE}/trips/?utm_source=newsletter`, "", true)).toEqual({
      source: "newsletter",
      medium: null,
      campaign: null,
      term: null,
      content: null,
    });
  });

  it("takes the source from the referring host, else 'direct', when only other tags are present", () => {
    expect(visitSourceOf(`${SITE}/?utm_campaign=winter`, "https://www.google.com/search?q=spiti", false)).toMatchObject(
      { source: "www.google.com", medium: null, campaign: "winter" },
    );
    expect(visitSourceOf(`${SITE}/?utm_medium=email`, "", false)).toMatchObject({ source: "direct", medium: "email" });
  });

  it("names another site that linked here as a referral, only when the tab keeps nothing yet", () => {
    expect(visitSourceOf(`${SITE}/trips/`, "https://blog.example.org/best-treks?x=1", false)).toEqual({
      source: "blog.example.org",
      medium: "referral",
      campaign: null,
      term: null,
      content: null,
    });
    expect(visitSourceOf(`${SITE}/trips/`, "https://blog.example.org/", true)).toBeNull();
  });

  it("ignores the site's own pages as referrers: a visit from nowhere else is direct", () => {
    const direct = { source: "direct", medium: null, campaign: null, term: null, content: null };
    expect(visitSourceOf(`${SITE}/trips/spiti/`, `${SITE}/trips/`, false)).toEqual(direct);
    expect(visitSourceOf(`${SITE}/`, "", false)).toEqual(direct);
    expect(visitSourceOf(`${SITE}/`, "not a url", false)).toEqual(direct);
  });
});

describe("trimmedPart", () => {
  it("keeps at most 100 characters, counting characters as people see them, and reads empty as null", () => {
    expect(trimmedPart("a".repeat(150))).toBe("a".repeat(100));
    expect(trimmedPart(` ${"ज".repeat(120)}`)).toHaveLength(100);
    expect([...trimmedPart("🙂".repeat(120))!]).toHaveLength(100);
    expect(trimmedPart("   ")).toBeNull();
    expect(trimmedPart(null)).toBeNull();
  });
});

describe("cleanPart", () => {
  it("drops characters that do not print, and reads empty or non-text as null", () => {
    expect(cleanPart("dīwālī\u0000\u202e 2026\n")).toBe("dīwālī 2026");
    expect(cleanPart("   ")).toBeNull();
    expect(cleanPart(null)).toBeNull();
    expect(cleanPart(42)).toBeNull();
  });
});

describe("captureVisitSource", () => {
  it("keeps the landing address's source in the tab, and a later page's keeps it", () => {
    const storage = freshStorage();
    captureVisitSource(tabOn(`${SITE}/?utm_source=instagram&utm_medium=social&utm_campaign=diwali-2026`, "", storage));
    captureVisitSource(tabOn(`${SITE}/trips/`, "https://other.example/", storage));
    expect(kept()).toEqual({
      source: "instagram",
      medium: "social",
      campaign: "diwali-2026",
      term: null,
      content: null,
    });
    expect(keptVisitSource({ sessionStorage: storage })).toEqual(kept());
  });

  it("lets a new campaign's address replace what the tab kept", () => {
    const storage = freshStorage();
    captureVisitSource(tabOn(`${SITE}/`, "https://blog.example.org/", storage));
    expect(kept()).toMatchObject({ source: "blog.example.org", medium: "referral" });
    captureVisitSource(tabOn(`${SITE}/?utm_source=whatsapp&utm_medium=chat`, "", storage));
    expect(kept()).toMatchObject({ source: "whatsapp", medium: "chat" });
  });

  it("sets no cookie", () => {
    captureVisitSource(tabOn(`${SITE}/?utm_source=instagram`));
    expect(document.cookie).toBe("");
  });

  it("does not break the page when storage throws, on reaching it or on writing", () => {
    const unreachable = {
      location: { href: `${SITE}/?utm_source=instagram` } as Location,
      document: { referrer: "" } as Document,
      get sessionStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(() => captureVisitSource(unreachable)).not.toThrow();
    expect(keptVisitSource(unreachable)).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(() => captureVisitSource(tabOn(`${SITE}/`, "", full))).not.toThrow();
  });
});

describe("keptVisitSource", () => {
  it("reads nothing usable as null, and cleans what it reads again", () => {
    const storage = freshStorage();
    expect(keptVisitSource({ sessionStorage: storage })).toBeNull();
    storage.setItem(VISIT_SOURCE_KEY, "{not json");
    expect(keptVisitSource({ sessionStorage: storage })).toBeNull();
    storage.setItem(VISIT_SOURCE_KEY, JSON.stringify({ medium: "social" }));
    expect(keptVisitSource({ sessionStorage: storage })).toBeNull();
    storage.setItem(
      VISIT_SOURCE_KEY,
      JSON.stringify({ source: ` ${"x".repeat(120)}`, medium: 7, campaign: "a\u0007b" }),
    );
    expect(keptVisitSource({ sessionStorage: storage })).toEqual({
      source: "x".repeat(100),
      medium: null,
      campaign: "ab",
      term: null,
      content: null,
    });
  });
});
