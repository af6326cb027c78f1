import { SITEMAP_OPTIONS, sitemapEntry } from "../../gatsby/sitemap";

describe("the sitemap", () => {
  test("lists each page with its twins in every language and the English as x-default", () => {
    expect(sitemapEntry({ path: "/hi/trips/spiti-winter-expedition/" })).toEqual({
      url: "/hi/trips/spiti-winter-expedition/",
      links: [
        { lang: "en-IN", url: "/trips/spiti-winter-expedition/" },
        { lang: "hi", url: "/hi/trips/spiti-winter-expedition/" },
        { lang: "x-default", url: "/trips/spiti-winter-expedition/" },
      ],
    });
    expect(sitemapEntry({ path: "/" }).links).toEqual([
      { lang: "en-IN", url: "/" },
      { lang: "hi", url: "/hi/" },
      { lang: "x-default", url: "/" },
    ]);
  });

  test("leaves out every language's 404 page, the staff desk and the content editor", () => {
    expect(SITEMAP_OPTIONS.excludes).toEqual(
      expect.arrayContaining(["/404/", "/hi/404/", "/hi/404.html", "/staff/", "/admin/"]),
    );
  });
});
