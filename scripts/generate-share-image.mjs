// Makes the link-preview image (Open Graph / Twitter card) that every page
// names: the hero artwork cropped to 1200×630 with the brand and promise set on
// a teal band, sized for the previews WhatsApp, X and LinkedIn show.
// Run with `npm run share-image` after changing the hero art; the output is committed.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { palette } from "./artwork/palette.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "data", "images", "hero", "himalayan-sunrise.jpg");
const output = path.join(root, "static", "share", "safarnama.jpg");
const WIDTH = 1200;
const HEIGHT = 630;

const overlay = `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="fade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${palette.tealDeep}" stop-opacity="0.92"/>
      <stop offset="0.55" stop-color="${palette.tealDeep}" stop-opacity="0.7"/>
      <stop offset="1" stop-color="${palette.tealDeep}" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#fade)"/>
  <g font-family="DejaVu Serif, Liberation Serif, serif" fill="${palette.cream}">
    <text x="72" y="150" font-size="30" letter-spacing="6" fill="${palette.marigold}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold">GROUP TRIPS ACROSS INDIA</text>
    <text x="72" y="262" font-size="96" font-weight="bold">Safarnama</text>
    <text x="72" y="350" font-size="44">Travel India together,</text>
    <text x="72" y="410" font-size="44">with people who become friends.</text>
    <text x="72" y="540" font-size="28" font-family="DejaVu Sans, Liberation Sans, sans-serif">Himalayan treks · desert camps · backwaters · pilgrimages</text>
  </g>
</svg>`;

await sharp(source)
  .resize(WIDTH, HEIGHT, { fit: "cover", position: "right" })
  .composite([{ input: Buffer.from(overlay) }])
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(output);
console.log(`Wrote ${path.relative(root, output)} (${WIDTH}×${HEIGHT})`);
