import { robotsTxt } from "../../gatsby/robots";

describe("robotsTxt", () => {
  it("allows every crawler everywhere and points at the sitemap on the site's own URL", () => {
    expect(robotsTxt("https://trips.example.in").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "",
      "Sitemap: https://trips.example.in/sitemap-index.xml",
      "",
    ]);
  });
});
