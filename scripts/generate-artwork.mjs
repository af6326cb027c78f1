// Generates every illustration the site ships (trip art, hero and about art)
// as JPEG files under data/images/.
// Run with `npm run artwork`. Output is deterministic: each file has its own seed.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { createRandom } from "./artwork/random.mjs";
import * as scenes from "./artwork/scenes.mjs";

/** @typedef {{ width: number; height: number }} Size */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const imagesDir = path.join(root, "data", "images");

const SCENE = { width: 1800, height: 1200 };
const HERO = { width: 2400, height: 1260 };

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
