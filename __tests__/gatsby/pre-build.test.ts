import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeEarlierBundles } from "../../gatsby/pre-build";

describe("removeEarlierBundles", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), "public-"));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), "x");
  };

  it("takes away every bundle at the top of public/, with its source map and licence notes, and nothing else", async () => {
    const bundles = [
      "app-5fe05e26ce02d31b8f65.js",
      "app-5fe05e26ce02d31b8f65.js.map",
      "app-942fec26894f1ab25672.js",
      "app.808486f5d20b9e0a1214.css",
      "component---src-templates-trip-list-tsx-a798e159ff0bd3079e68.js",
      "component---src-templates-trip-list-tsx.44f22d5f465416d8ceff.css",
      "framework-32dcbc5458fd6733e484.js.LICENSE.txt",
      "38dec9c6ae448e0b110f0e622328a4127636dc15-5c8b8246bd64df69abd9.js",
      "454-cab8dc22b045b308be13.js",
    ];
    const kept = [
      "index.html",
      "robots.txt",
      "favicon.svg",
      "webpack.stats.json",
      "chunk-map.json",
      "trips/index.html",
      "static/dm-sans-latin-site-3ab1cf8a938b6512542c96ffe1111daa.woff2",
      "trips/app-5fe05e26ce02d31b8f65.js",
      "~partytown/partytown-sw.js",
    ];
    for (const file of [...bundles, ...kept]) write(file);

    expect((await removeEarlierBundles(publicDir)).sort()).toEqual([...bundles].sort());
    const left = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
    expect(left.sort()).toEqual([...kept].sort());
  });

  it("does nothing before the first build", async () => {
    expect(await removeEarlierBundles(path.join(publicDir, "not-built-yet"))).toEqual([]);
  });
});
