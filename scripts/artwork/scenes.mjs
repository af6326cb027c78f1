// One function per illustration. Each draws a complete scene from the shapes
// library and returns the SVG body; the generator wraps, sizes and encodes it.
import { palette, skinTones } from "./palette.mjs";
import * as shape from "./shapes.mjs";
/** @import { Random } from "./random.mjs" */

/**
 * Spiti: snow peaks, a whitewashed monastery on a spur, prayer flags.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function himalayanRidges(random, { width: w, height: h }) {
  const far = shape.peaks(random, {
    width: w,
    bottom: h * 0.75,
    baseY: h * 0.62,
    count: 5,
    minHeight: h * 0.28,
    maxHeight: h * 0.45,
    colour: "#8fb3c9",
    shade: "#7aa0b8",
    snow: palette.snow,
  });
  const near = shape.peaks(random, {
    width: w,
    bottom: h,
    baseY: h * 0.78,
    count: 4,
    minHeight: h * 0.2,
    maxHeight: h * 0.3,
    colour: palette.stoneDeep,
    shade: "#7a6552",
    snow: null,
  });
  return [
    shape.sky("sky", w, h, [
      [0, palette.skyDeep],
      [0.6, palette.skyBlue],
      [1, palette.skyWarm],
    ]),
    shape.sun(w * 0.78, h * 0.18, h * 0.06, palette.cream, 0.25),
    shape.cloud(w * 0.22, h * 0.2, 1.2),
    far.svg,
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.74, amplitude: h * 0.03, colour: "#c9a27a" }),
    near.svg,
    shape.monastery(w * 0.62, h * 0.79, 1.5),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.9, amplitude: h * 0.02, colour: palette.stone }),
    shape.prayerFlags([w * 0.02, h * 0.8], [w * 0.36, h * 0.66], 14, 26),
    shape.birds(random, { x: w * 0.4, y: h * 0.28, count: 4, spread: w * 0.12, size: 16 }),
  ].join("");
}

/**
 * Rishikesh: a green gorge, a whitewater raft and tents on the sand.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function raftingRiver(random, { width: w, height: h }) {
  return [
    shape.sky("sky", w, h, [
      [0, palette.skyBlue],
      [1, palette.cream],
    ]),
    shape.sun(w * 0.15, h * 0.16, h * 0.07, palette.marigold),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.36, amplitude: h * 0.07, colour: palette.sage }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.48, amplitude: h * 0.06, colour: palette.leaf }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.6, amplitude: h * 0.04, colour: palette.forest }),
    shape.river(h, { topY: h * 0.58, topX: w * 0.55, topWidth: w * 0.08, bottomX: w * 0.5, bottomWidth: w * 0.95 }),
    shape.ripples(random, { x: w * 0.1, y: h * 0.68, width: w * 0.8, height: h * 0.3, count: 50 }),
    `<path d="M${w * 0.72},${h} Q${w * 0.8},${h * 0.72} ${w},${h * 0.7} L${w},${h} Z" fill="${palette.sand}"/>`,
    shape.tent(w * 0.86, h * 0.8, 1.3, palette.saffron),
    shape.tent(w * 0.95, h * 0.84, 1.0, palette.terracotta),
    shape.raft(w * 0.42, h * 0.86, 1.7),
    ...[0.05, 0.1, 0.16].map((x) => shape.pine(w * x, h * 0.66, h * 0.18)),
  ].join("");
}

/**
 * Kerala: palm-fringed backwaters with a houseboat and tea hills behind.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function backwaters(random, { width: w, height: h }) {
  return [
    shape.sky("sky", w, h, [
      [0, palette.skyBlue],
      [0.7, palette.skyWarm],
      [1, palette.blush],
    ]),
    shape.sun(w * 0.7, h * 0.3, h * 0.08, palette.marigold),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.45, amplitude: h * 0.05, colour: palette.sage }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.55, amplitude: h * 0.02, colour: palette.leaf }),
    `<rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="${palette.waterDeep}"/>`,
    `<rect y="${h * 0.58}" width="${w}" height="${h * 0.05}" fill="${palette.water}"/>`,
    `<ellipse cx="${w * 0.7}" cy="${h * 0.66}" rx="${h * 0.1}" ry="${h * 0.012}" fill="${palette.marigold}" opacity="0.6"/>`,
    shape.ripples(random, { x: 0, y: h * 0.64, width: w, height: h * 0.34, count: 45, opacity: 0.35 }),
    ...[0.04, 0.12, 0.2, 0.9, 0.97].map((x, i) =>
      shape.palm(w * x, h * 0.6, h * (0.32 + (i % 2) * 0.08), i < 3 ? 0.25 : -0.3),
    ),
    shape.houseboat(w * 0.52, h * 0.74, 1.7),
    shape.rowingBoat(w * 0.18, h * 0.88, 1.1),
    shape.birds(random, { x: w * 0.3, y: h * 0.2, count: 5, spread: w * 0.15 }),
  ].join("");
}

/**
 * Ladakh: bare brown mountains above the turquoise of Pangong lake.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function highLake(random, { width: w, height: h }) {
  const range = shape.peaks(random, {
    width: w,
    bottom: h * 0.62,
    baseY: h * 0.5,
    count: 5,
    minHeight: h * 0.18,
    maxHeight: h * 0.3,
    colour: "#c49a74",
    shade: "#a87e5c",
    snow: palette.snow,
  });
  return [
    shape.sky("sky", w, h, [
      [0, "#3f8fc0"],
      [1, palette.skyBlue],
    ]),
    shape.cloud(w * 0.7, h * 0.16, 1.1),
    range.svg,
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.2}" fill="#3ab0c0"/>`,
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.04}" fill="#7fd3d8"/>`,
    shape.ripples(random, { x: 0, y: h * 0.64, width: w, height: h * 0.14, count: 30, opacity: 0.4 }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.82, amplitude: h * 0.02, colour: palette.sand }),
    shape.prayerFlags([w * 0.55, h * 0.74], [w * 0.98, h * 0.7], 12, 24),
    `<rect x="${w * 0.55 - 3}" y="${h * 0.74}" width="6" height="${h * 0.12}" fill="${palette.ink}"/>`,
    `<rect x="${w * 0.98 - 3}" y="${h * 0.7}" width="6" height="${h * 0.16}" fill="${palette.ink}"/>`,
    shape.traveller(w * 0.25, h * 0.9, 1.1, {
      body: palette.terracotta,
      pack: palette.teal,
      skin: skinTones[2],
      hat: palette.marigold,
    }),
    shape.traveller(w * 0.31, h * 0.92, 1.0, {
      body: palette.teal,
      pack: palette.saffron,
      skin: skinTones[4],
      hat: null,
    }),
  ].join("");
}

/**
 * Jaisalmer: golden dunes, a camel caravan and the fort on the horizon.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function desertFort(random, { width: w, height: h }) {
  return [
    shape.sky("sky", w, h, [
      [0, "#f6b26b"],
      [0.6, palette.skyWarm],
      [1, palette.cream],
    ]),
    shape.sun(w * 0.25, h * 0.3, h * 0.09, palette.cream, 0.3),
    shape.fort(w * 0.55, h * 0.55, 1.6),
    shape.dune(w, h, h * 0.56, [30, 60, 20, 50], palette.dune),
    shape.dune(w, h, h * 0.7, [80, 30, 90], palette.duneDeep),
    shape.dune(w, h, h * 0.86, [50, 100, 40, 70, 30], palette.sand),
    shape.camel(w * 0.28, h * 0.78, 1.5, palette.rust, true),
    shape.camel(w * 0.45, h * 0.8, 1.25, "#8a3a25", false),
    shape.birds(random, { x: w * 0.6, y: h * 0.16, count: 3, spread: w * 0.1 }),
  ].join("");
}

/**
 * Varanasi: evening on the ghats with temple spires, diyas and boats.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function ganga(random, { width: w, height: h }) {
  const diyas = Array.from({ length: 14 }, () =>
    shape.diya(random.between(w * 0.05, w * 0.95), random.between(h * 0.82, h * 0.95), 1.4),
  );
  return [
    shape.sky("sky", w, h, [
      [0, palette.dusk],
      [0.5, palette.terracotta],
      [1, palette.marigold],
    ]),
    shape.sun(w * 0.82, h * 0.42, h * 0.07, palette.marigold, 0.25),
    shape.buildings(random, {
      x: -20,
      y: h * 0.52,
      count: 12,
      minW: w * 0.06,
      maxW: w * 0.11,
      minH: h * 0.12,
      maxH: h * 0.26,
      colours: [palette.rose, palette.blush, palette.sand, palette.dune],
    }),
    shape.shikhara(w * 0.3, h * 0.52, w * 0.09, h * 0.42, palette.terracotta),
    shape.shikhara(w * 0.62, h * 0.52, w * 0.07, h * 0.32, palette.rust),
    shape.ghatSteps(0, h * 0.52, w, 5, h * 0.035),
    `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${palette.waterDeep}"/>`,
    `<ellipse cx="${w * 0.82}" cy="${h * 0.75}" rx="${h * 0.12}" ry="${h * 0.012}" fill="${palette.marigold}" opacity="0.6"/>`,
    shape.ripples(random, {
      x: 0,
      y: h * 0.72,
      width: w,
      height: h * 0.25,
      count: 40,
      colour: palette.marigold,
      opacity: 0.35,
    }),
    shape.rowingBoat(w * 0.22, h * 0.8, 1.3),
    shape.rowingBoat(w * 0.7, h * 0.86, 1.0, palette.teal),
    ...diyas,
  ].join("");
}

/**
 * Hampi: granite boulder hills, a gopuram and banana palms by the river.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function boulderRuins(random, { width: w, height: h }) {
  return [
    shape.sky("sky", w, h, [
      [0, palette.skyBlue],
      [1, palette.skyWarm],
    ]),
    shape.sun(w * 0.82, h * 0.2, h * 0.07, palette.marigold),
    shape.boulders(random, {
      x: w * 0.2,
      y: h * 0.62,
      count: 26,
      spread: w * 0.18,
      minR: h * 0.04,
      maxR: h * 0.09,
      colours: [palette.stone, palette.stoneDeep, "#c9b49b"],
    }),
    shape.boulders(random, {
      x: w * 0.85,
      y: h * 0.64,
      count: 20,
      spread: w * 0.14,
      minR: h * 0.035,
      maxR: h * 0.08,
      colours: [palette.stone, palette.stoneDeep, "#c9b49b"],
    }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.66, amplitude: h * 0.015, colour: palette.sage }),
    shape.gopuram(w * 0.52, h * 0.68, w * 0.16, h * 0.5),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.76, amplitude: h * 0.01, colour: palette.leaf }),
    `<path d="M0,${h * 0.86} Q${w * 0.5},${h * 0.8} ${w},${h * 0.88} L${w},${h} L0,${h} Z" fill="${palette.water}"/>`,
    shape.ripples(random, { x: 0, y: h * 0.88, width: w, height: h * 0.1, count: 18 }),
    shape.palm(w * 0.08, h * 0.8, h * 0.3, 0.15),
    shape.palm(w * 0.93, h * 0.82, h * 0.26, -0.2),
  ].join("");
}

/**
 * Andaman: turquoise sea, a palm island and a kayaker.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function islandSea(random, { width: w, height: h }) {
  return [
    shape.sky("sky", w, h, [
      [0, "#5ec0d6"],
      [1, palette.cream],
    ]),
    shape.sun(w * 0.2, h * 0.2, h * 0.07, palette.marigold),
    shape.cloud(w * 0.65, h * 0.18, 1.1),
    `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="#2bb3bf"/>`,
    `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#1f97a8"/>`,
    `<ellipse cx="${w * 0.72}" cy="${h * 0.52}" rx="${w * 0.22}" ry="${h * 0.05}" fill="${palette.sand}"/>`,
    `<ellipse cx="${w * 0.72}" cy="${h * 0.5}" rx="${w * 0.17}" ry="${h * 0.06}" fill="${palette.leaf}"/>`,
    ...[0.6, 0.66, 0.74, 0.8, 0.86].map((x, i) =>
      shape.palm(w * x, h * 0.5, h * (0.18 + (i % 2) * 0.06), i % 2 ? 0.2 : -0.15),
    ),
    shape.ripples(random, { x: 0, y: h * 0.56, width: w, height: h * 0.42, count: 50, opacity: 0.45 }),
    shape.kayak(w * 0.32, h * 0.8, 1.6),
    shape.kayak(w * 0.5, h * 0.7, 1.1, palette.terracotta),
    `<path d="M0,${h} L0,${h * 0.9} Q${w * 0.2},${h * 0.86} ${w * 0.35},${h} Z" fill="${palette.sand}"/>`,
  ].join("");
}

/**
 * Meghalaya: misty green hills, a waterfall and a living-root bridge.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function rootBridge(random, { width: w, height: h }) {
  return [
    shape.sky("sky", w, h, [
      [0, "#c6dfd8"],
      [1, palette.cream],
    ]),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.3, amplitude: h * 0.06, colour: palette.mint }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.42, amplitude: h * 0.06, colour: palette.sage }),
    shape.cloud(w * 0.3, h * 0.36, 1.6, palette.cream, 0.7),
    `<rect x="${w * 0.58}" y="${h * 0.2}" width="${w * 0.42}" height="${h * 0.8}" fill="${palette.forest}"/>`,
    shape.waterfall(w * 0.72, h * 0.2, h * 0.7, w * 0.06),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.62, amplitude: h * 0.04, colour: palette.leaf }),
    `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${palette.waterDeep}"/>`,
    shape.ripples(random, { x: 0, y: h * 0.8, width: w, height: h * 0.18, count: 26, opacity: 0.4 }),
    `<path d="M${w * 0.1},${h * 0.7} Q${w * 0.35},${h * 0.9} ${w * 0.6},${h * 0.7}" stroke="${palette.rust}" stroke-width="${h * 0.03}" fill="none"/>`,
    `<path d="M${w * 0.1},${h * 0.66} Q${w * 0.35},${h * 0.82} ${w * 0.6},${h * 0.66}" stroke="${palette.stoneDeep}" stroke-width="${h * 0.012}" fill="none"/>`,
    `<rect x="${w * 0.04}" y="${h * 0.38}" width="${w * 0.07}" height="${h * 0.42}" fill="${palette.stoneDeep}"/>`,
    `<circle cx="${w * 0.075}" cy="${h * 0.36}" r="${h * 0.13}" fill="${palette.forest}"/>`,
    `<rect x="${w * 0.57}" y="${h * 0.42}" width="${w * 0.06}" height="${h * 0.38}" fill="${palette.stoneDeep}"/>`,
    shape.traveller(w * 0.33, h * 0.8, 0.9, {
      body: palette.marigold,
      pack: palette.terracotta,
      skin: skinTones[1],
      hat: null,
    }),
    shape.traveller(w * 0.4, h * 0.78, 0.85, {
      body: palette.terracotta,
      pack: palette.teal,
      skin: skinTones[3],
      hat: palette.teal,
    }),
  ].join("");
}

/**
 * Home hero: sunrise over Himalayan ridges with a group of travellers and flags.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function heroPanorama(random, { width: w, height: h }) {
  const far = shape.peaks(random, {
    width: w,
    bottom: h * 0.7,
    baseY: h * 0.55,
    count: 7,
    minHeight: h * 0.2,
    maxHeight: h * 0.38,
    colour: "#7fa3c0",
    shade: "#6d90ae",
    snow: palette.snow,
  });
  const people = [
    { body: palette.terracotta, pack: palette.teal, skin: skinTones[2], hat: palette.marigold },
    { body: palette.teal, pack: palette.saffron, skin: skinTones[4], hat: null },
    { body: palette.marigold, pack: palette.rust, skin: skinTones[0], hat: palette.teal },
    { body: palette.rose, pack: palette.tealDeep, skin: skinTones[3], hat: null },
    { body: palette.tealSoft, pack: palette.terracotta, skin: skinTones[5], hat: palette.rust },
  ].map((look, i) => shape.traveller(w * (0.63 + i * 0.045), h * (0.83 + (i % 2) * 0.012), 1.25 - (i % 2) * 0.1, look));
  return [
    shape.sky("sky", w, h, [
      [0, "#2f6d86"],
      [0.45, "#f0b27a"],
      [0.75, palette.skyWarm],
      [1, palette.cream],
    ]),
    shape.sun(w * 0.5, h * 0.5, h * 0.09, palette.marigold, 0.22),
    shape.cloud(w * 0.16, h * 0.18, 1.4, palette.cream, 0.6),
    shape.cloud(w * 0.84, h * 0.12, 1.1, palette.cream, 0.5),
    far.svg,
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.66, amplitude: h * 0.04, colour: palette.tealSoft }),
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.75, amplitude: h * 0.035, colour: palette.teal }),
    `<path d="M${w * 0.45},${h} Q${w * 0.62},${h * 0.8} ${w},${h * 0.82} L${w},${h} Z" fill="${palette.tealDeep}"/>`,
    `<path d="M0,${h} L0,${h * 0.86} Q${w * 0.25},${h * 0.8} ${w * 0.5},${h} Z" fill="${palette.tealDeep}"/>`,
    ...[0.04, 0.08, 0.12].map((x, i) => shape.pine(w * x, h * (0.9 - i * 0.015), h * 0.16, palette.ink)),
    shape.prayerFlags([w * 0.58, h * 0.7], [w * 0.98, h * 0.66], 16, 22),
    ...people,
    shape.birds(random, { x: w * 0.28, y: h * 0.3, count: 5, spread: w * 0.1, size: 16 }),
  ].join("");
}

/**
 * About page: travellers around a campfire under the stars, tents behind.
 * @param {Random} random
 * @param {{ width: number; height: number }} options
 */
export function campfireNight(random, { width: w, height: h }) {
  const looks = [
    { body: palette.terracotta, skin: skinTones[2], hair: palette.ink, facing: 1 },
    { body: palette.teal, skin: skinTones[4], hair: palette.ink, facing: 1 },
    { body: palette.marigold, skin: skinTones[0], hair: palette.rust, facing: -1 },
    { body: palette.rose, skin: skinTones[3], hair: palette.ink, facing: -1 },
  ];
  const seats = [
    [0.36, 0.88],
    [0.42, 0.93],
    [0.6, 0.93],
    [0.66, 0.88],
  ];
  return [
    shape.sky("sky", w, h, [
      [0, palette.night],
      [0.7, palette.dusk],
      [1, "#6a4c7a"],
    ]),
    shape.stars(random, { width: w, height: h * 0.5, count: 140 }),
    shape.sun(w * 0.8, h * 0.16, h * 0.05, palette.cream, 0.15),
    shape.peaks(random, {
      width: w,
      bottom: h * 0.72,
      baseY: h * 0.58,
      count: 5,
      minHeight: h * 0.14,
      maxHeight: h * 0.26,
      colour: "#2f3a63",
      shade: "#27315a",
      snow: "#c9d3e8",
    }).svg,
    shape.ridge(random, { width: w, bottom: h, baseY: h * 0.72, amplitude: h * 0.02, colour: "#23304e" }),
    shape.tent(w * 0.15, h * 0.8, 1.8, palette.saffron, palette.ink),
    shape.tent(w * 0.85, h * 0.8, 1.6, palette.terracotta, palette.ink),
    ...[0.03, 0.96].map((x) => shape.pine(w * x, h * 0.84, h * 0.28, "#16233a")),
    `<ellipse cx="${w * 0.51}" cy="${h * 0.92}" rx="${w * 0.3}" ry="${h * 0.08}" fill="${palette.marigold}" opacity="0.12"/>`,
    ...seats.map(([x, y], i) => shape.seatedFigure(w * x, h * y, 1.3, looks[i])),
    shape.campfire(w * 0.51, h * 0.94, 1.3),
  ].join("");
}
