import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";

/**
 * A bundle webpack writes at the top of public/: a name, its 20-digit content
 * hash and the type, or the source map or licence notes beside it:
 * app-5fe05e26ce02d31b8f65.js, app.808486f5d20b9e0a1214.css,
 * framework-32dcbc5458fd6733e484.js.LICENSE.txt.
 */
export const BUNDLE_FILE = /^[\w~.-]+?[-.][0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;

/**
 * Removes the bundles an earlier build left at the top of `publicDir`; returns
 * their names. Gatsby writes each build's bundles beside the last build's and
 * never takes the old ones away, so after a few changes to the code a local
 * public/ held bundles no page loads: each one a file to upload, and a rule of
 * its own in _headers, which then went over the 100 rules Cloudflare Pages
 * applies and stopped the build (hosting/site-headers.mjs). Runs before webpack
 * writes this build's bundles, so public/ holds what a fresh clone's build does.
 */
export async function removeEarlierBundles(publicDir = PUBLIC_DIR): Promise<string[]> {
  const entries = await readdir(publicDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const bundles = entries.filter((entry) => entry.isFile() && BUNDLE_FILE.test(entry.name)).map(({ name }) => name);
  await Promise.all(bundles.map((name) => rm(path.join(publicDir, name))));
  return bundles;
}

export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  const removed = await removeEarlierBundles();
  if (removed.length > 0) reporter.verbose(`Removed the last build's ${removed.length} bundle files from public/`);
};
