// Generates every illustration the site ships (trip art, testimonial
// portraits, hero and about art) as JPEG files under data/images/.
// Run with `npm run artwork`. Output is deterministic: each file has its own seed.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { createRandom } from "./artwork/random.mjs";
import * as scenes from "./artwork/scenes.mjs";
import { portrait } from "./artwork/portraits.mjs";
import { palette, skinTones } from "./artwork/palette.mjs";
/** @import { Look } from "./artwork/portraits.mjs" */

/** @typedef {{ width: number; height: number }} Size */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const imagesDir = path.join(root, "data", "images");

const SCENE = { width: 1800, height: 1200 };
const HERO = { width: 2400, height: 1260 };
const PORTRAIT = { width: 480, height: 480 };

/** Every artwork file: where it goes, how big, and what draws it. */
const artworks = [
  { file: "hero/himalayan-sunrise.jpg", size: HERO, draw: scenes.heroPanorama },
  { file: "about/campfire-circle.jpg", size: SCENE, draw: scenes.campfireNight },
  { file: "trips/rishikesh-rafting.jpg", size: SCENE, draw: scenes.raftingRiver },
  { file: "trips/spiti-winter.jpg", size: SCENE, draw: scenes.himalayanRidges },
  { file: "trips/kerala-backwaters.jpg", size: SCENE, draw: scenes.backwaters },
  { file: "trips/ladakh-pangong.jpg", size: SCENE, draw: scenes.highLake },
  { file: "trips/jaisalmer-dunes.jpg", size: SCENE, draw: scenes.desertFort },
  { file: "trips/varanasi-ghats.jpg", size: SCENE, draw: scenes.ganga },
  { file: "trips/hampi-ruins.jpg", size: SCENE, draw: scenes.boulderRuins },
  { file: "trips/andaman-kayaking.jpg", size: SCENE, draw: scenes.islandSea },
  { file: "trips/meghalaya-root-bridges.jpg", size: SCENE, draw: scenes.rootBridge },
];

/** @type {Record<string, Look>} */
const portraitLooks = {
  "ananya-sharma": {
    background: palette.mint,
    skin: skinTones[3],
    hair: "long",
    hairColour: palette.ink,
    shirt: palette.terracotta,
    bindi: true,
  },
  "rohan-mehta": {
    background: palette.sand,
    skin: skinTones[2],
    hair: "short",
    hairColour: palette.ink,
    shirt: palette.teal,
    beard: palette.ink,
    glasses: true,
  },
  "priya-nair": {
    background: palette.blush,
    skin: skinTones[0],
    hair: "bun",
    hairColour: palette.ink,
    shirt: palette.saffron,
    scarf: palette.teal,
  },
  "arjun-singh": {
    background: palette.skyBlue,
    skin: skinTones[5],
    hair: "turban",
    hairColour: palette.saffron,
    shirt: palette.tealDeep,
    beard: palette.ink,
  },
  "meera-iyer": {
    background: palette.marigold,
    skin: skinTones[4],
    hair: "long",
    hairColour: "#3b2418",
    shirt: palette.tealSoft,
    glasses: true,
  },
  "karan-kapoor": {
    background: palette.rose,
    skin: skinTones[1],
    hair: "short",
    hairColour: "#2b1d14",
    shirt: palette.leaf,
  },
};

/**
 * @param {Size} size
 * @param {string} body
 */
function svgDocument({ width, height }, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * @param {string} file where under data/images/
 * @param {Size} size
 * @param {string} body the SVG drawing
 */
async function render(file, size, body) {
  const target = path.join(imagesDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svgDocument(size, body)))
    .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: "4:4:4" })
    .toFile(target);
  console.log(`wrote data/images/${file} (${size.width}×${size.height})`);
}

/** @param {string} name */
function seedOf(name) {
  return [...name].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
}

for (const { file, size, draw } of artworks) {
  await render(file, size, draw(createRandom(seedOf(file)), size));
}
for (const [name, look] of Object.entries(portraitLooks)) {
  await render(`testimonials/${name}.jpg`, PORTRAIT, portrait(PORTRAIT, look));
}
