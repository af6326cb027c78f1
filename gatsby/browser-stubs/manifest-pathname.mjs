// Stands in for gatsby-plugin-manifest's get-manifest-pathname.js in the
// browser bundle (see leaveGatsbyEntryToTreeShaking in gatsby/webpack.ts).
// The plugin's browser code only picks a localised manifest per page, and the
// site has one manifest, so the answer is always the plain one.
export default function getManifestForPathname() {
  return "manifest.webmanifest";
}
