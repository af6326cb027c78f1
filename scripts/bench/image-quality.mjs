// How good the largest image of a page looks on a phone for its bytes, and
// which encoder quality the site should use: each test image is cut to the
// width a phone fetches for a full-width picture, encoded as AVIF, WebP and
// JPEG at a range of qualities (by sharp, the encoder gatsby-plugin-sharp
// uses), decoded again and compared with the uncompressed cut by butteraugli,
// a perceptual metric (a distance: 1.0 is about where a difference starts to
// be visible side by side, lower is closer).
//
// The test images are the site's own artwork (flat colour, easy to compress)
// and real photographs of 2560 × 1600 px (in files named 1920x1080.jpg), as
// editors will upload: two of Debian's plasma-workspace-wallpapers, used where
// they are installed and never committed (apt-get install
// plasma-workspace-wallpapers butteraugli).
//
//   npm run bench:images   writes bench/images.md and bench/images.json
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_QUALITY } from "../../gatsby/image-quality.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WALLPAPERS = "/usr/share/wallpapers";

/**
 * What a phone fetches for a full-width picture (the home page's hero, a trip
 * page's header): Lighthouse's phone (412 CSS px at 1.75 device pixels per
 * px) takes the 750 px candidate; a 390 px phone at 3×, the 1080 or 1366.
 */
const WIDTHS = [750, 1080];
const QUALITIES = [40, 50, 55, 60, 65, 70, 75, 80];
const FORMATS = /** @type {const} */ (["avif", "webp", "jpeg"]);
/**
 * The distance the chosen quality must keep every photograph within, at the
 * benchmark phone's width (WIDTHS[0]; a 3× phone's larger file shows the same
 * flaws at smaller pixels, and is reported beside it). Butteraugli's distance is that of the image's worst spot; libjxl,
 * from the same authors, maps its quality 70, a usual setting for the web, to
 * a distance of 2.8 (0.1 + (100 − quality) × 0.09). 3.0 allows a difference
 * that careful side-by-side comparison finds in places and a visitor looking
 * at the page does not.
 */
export const TARGET_DISTANCE = 3.0;

const IMAGES = [
  { name: "Home hero (site artwork)", file: path.join(ROOT, "data/images/hero/himalayan-sunrise.jpg"), photo: false },
  { name: "Trip art: Spiti (site artwork)", file: path.join(ROOT, "data/images/trips/spiti-winter.jpg"), photo: false },
  { name: "Photograph: forest path", file: `${WALLPAPERS}/Path/contents/images/1920x1080.jpg`, photo: true },
  { name: "Photograph: jetty and lake", file: `${WALLPAPERS}/BytheWater/contents/images/1920x1080.jpg`, photo: true },
];

const butteraugli = (/** @type {string} */ reference, /** @type {string} */ candidate) =>
  Number(execFileSync("butteraugli", [reference, candidate], { encoding: "utf8" }).trim());

const missing = [
  ...IMAGES.filter((image) => !existsSync(image.file)).map((image) => image.file),
  ...(existsSync("/usr/bin/butteraugli") ? [] : ["/usr/bin/butteraugli"]),
];
if (missing.length > 0) {
  console.error(
    `Missing: ${missing.join(", ")}\nInstall them: apt-get install plasma-workspace-wallpapers butteraugli`,
  );
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "safarnama-images-"));
/** @type {{ image: string; photo: boolean; width: number; format: string; quality: number; bytes: number; distance: number }[]} */
const rows = [];
try {
  for (const image of IMAGES) {
    const { width: sourceWidth } = await sharp(image.file).metadata();
    for (const width of WIDTHS) {
      const reference = path.join(work, "reference.png");
      await sharp(image.file).resize({ width }).png().toFile(reference);
      for (const format of FORMATS) {
        for (const quality of QUALITIES) {
          const encoded = await sharp(reference)[format]({ quality }).toBuffer();
          const decoded = path.join(work, "decoded.png");
          await sharp(encoded).png().toFile(decoded);
          const distance = butteraugli(reference, decoded);
          rows.push({ image: image.name, photo: image.photo, width, format, quality, bytes: encoded.length, distance });
          process.stdout.write(".");
        }
      }
    }
    console.log(` ${image.name} (${sourceWidth} px)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** For one format: the lowest quality that keeps every photograph at `width` within the target. */
function lowestQualityWithin(/** @type {string} */ format, /** @type {number} */ width) {
  return (
    QUALITIES.find((quality) =>
      rows
        .filter((row) => row.photo && row.format === format && row.width === width && row.quality === quality)
        .every((row) => row.distance <= TARGET_DISTANCE),
    ) ?? null
  );
}
const chosen = Object.fromEntries(FORMATS.map((format) => [format, lowestQualityWithin(format, WIDTHS[0])]));

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const lines = [
  "# Image quality: bytes against a perceptual score",
  "",
  `Made by \`npm run bench:images\` (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, butteraugli from Debian), ${new Date().toISOString().slice(0, 10)}.`,
  "Each image is cut to a phone's width for a full-width picture, encoded, decoded and compared with",
  "the uncompressed cut: the butteraugli distance (lower is closer; about 1.0 is where a difference",
  "starts to be visible side by side) and the file's size. The photographs are real ones of 2560 × 1600 px",
  "(Debian's plasma-workspace-wallpapers), as editors will upload. The target: every photograph within",
  `${TARGET_DISTANCE} at ${WIDTHS[0]} px, what the benchmark's phone (Lighthouse's, 412 px at 1.75×) fetches.`,
  "",
  `| Format | Lowest quality within the target at ${WIDTHS[0]} px | The same at ${WIDTHS[1]} px (a 3× phone) | The build's quality (gatsby/image-quality.mjs) |`,
  "|---|---:|---:|---:|",
  ...FORMATS.map((format) => {
    const atWider = lowestQualityWithin(format, WIDTHS[1]);
    const none = `none up to ${QUALITIES.at(-1)}`;
    return `| ${format.toUpperCase()} | ${chosen[format] ?? none} | ${atWider ?? none} | ${IMAGE_QUALITY[format]} |`;
  }),
  "",
];
for (const width of WIDTHS) {
  lines.push(`## ${width} px wide`, "");
  lines.push(`| Image | Format | ${QUALITIES.map((quality) => `q${quality}`).join(" | ")} |`);
  lines.push(`|---|---|${QUALITIES.map(() => "---:").join("|")}|`);
  for (const image of IMAGES) {
    for (const format of FORMATS) {
      const cells = QUALITIES.map((quality) => {
        const row = rows.find(
          (candidate) =>
            candidate.image === image.name &&
            candidate.width === width &&
            candidate.format === format &&
            candidate.quality === quality,
        );
        return row ? `${kb(row.bytes)} KB · ${row.distance.toFixed(2)}` : "";
      });
      lines.push(`| ${image.name} | ${format.toUpperCase()} | ${cells.join(" | ")} |`);
    }
  }
  lines.push("");
}
writeFileSync(path.join(ROOT, "bench", "images.md"), `${lines.join("\n")}\n`);
writeFileSync(path.join(ROOT, "bench", "images.json"), `${JSON.stringify({ chosen, rows }, null, 2)}\n`);
console.log(lines.slice(0, 15).join("\n"));
console.log("wrote bench/images.md and bench/images.json");
