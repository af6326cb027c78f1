// Drawing primitives for the flat-illustration style: each returns an SVG
// fragment string. Coordinates are in the scene's own pixel space.
import { palette, prayerFlagColours } from "./palette.mjs";
/** @import { Random } from "./random.mjs" */

/** @typedef {[x: number, y: number]} Point */

const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;
const points = (/** @type {Point[]} */ list) => list.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");

/**
 * A vertical gradient definition plus a rectangle filled with it.
 * @param {string} id
 * @param {number} width
 * @param {number} height
 * @param {[number, string][]} stops
 */
export function sky(id, width, height, stops) {
  const stopTags = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join("");
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopTags}</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`
  );
}

/**
 * A sun or moon with soft concentric halos.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} [colour]
 * @param {number} [haloOpacity]
 */
export function sun(cx, cy, radius, colour = palette.marigold, haloOpacity = 0.18) {
  return [2.4, 1.7]
    .map(
      (scale) =>
        `<circle cx="${cx}" cy="${cy}" r="${round(radius * scale)}" fill="${colour}" opacity="${haloOpacity}"/>`,
    )
    .concat(`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour}"/>`)
    .join("");
}

/**
 * A rolling ridge line from x=0 to x=width, closed down to `bottom`. Built from
 * a few summed sine waves so that hills look organic but stay smooth.
 * @param {Random} random
 * @param {{ width: number; bottom: number; baseY: number; amplitude: number; colour: string; detail?: number; step?: number }} options
 */
export function ridge(random, { width, bottom, baseY, amplitude, colour, detail = 3, step = 24 }) {
  const waves = Array.from({ length: detail }, (_, i) => ({
    length: random.between(0.6, 1.4) * (width / (i + 1.2)),
    phase: random.between(0, Math.PI * 2),
    weight: amplitude / (i + 1),
  }));
  /** @type {Point[]} */
  const line = [];
  for (let x = 0; x <= width + step; x += step) {
    const y = waves.reduce(
      (sum, wave) => sum + Math.sin((x / wave.length) * Math.PI * 2 + wave.phase) * wave.weight,
      baseY,
    );
    line.push([x, y]);
  }
  return `<polygon points="${points([[0, bottom], ...line, [width + step, bottom]])}" fill="${colour}"/>`;
}

/**
 * A range of sharp Himalayan peaks. Each peak gets a snow cap with a jagged
 * lower edge when `snow` is set. Returns the summit points so callers can hang
 * prayer flags or place a monastery.
 * @param {Random} random
 * @param {{ width: number; bottom: number; baseY: number; count: number; minHeight: number; maxHeight: number; colour: string; shade: string | null; snow: string | null }} options
 * @returns {{ svg: string, summits: Point[] }}
 */
export function peaks(random, { width, bottom, baseY, count, minHeight, maxHeight, colour, shade, snow }) {
  const spacing = width / count;
  /** @type {Point[]} */
  const summits = [];
  let svg = "";
  for (let i = 0; i <= count; i += 1) {
    const x = i * spacing + random.between(-spacing * 0.25, spacing * 0.25);
    const height = random.between(minHeight, maxHeight);
    const half = random.between(spacing * 0.7, spacing * 1.1);
    /** @type {Point} */
    const top = [x, baseY - height];
    summits.push(top);
    svg += `<polygon points="${points([[x - half, bottom], top, [x + half, bottom]])}" fill="${colour}"/>`;
    if (shade) {
      svg += `<polygon points="${points([top, [x + half, bottom], [x + half * 0.15, bottom]])}" fill="${shade}"/>`;
    }
    if (snow) {
      const capDepth = height * random.between(0.22, 0.32);
      const leftEdge = x - (half * capDepth) / (height + (bottom - baseY));
      const rightEdge = x + (half * capDepth) / (height + (bottom - baseY));
      const capY = top[1] + capDepth;
      const jag = capDepth * 0.22;
      svg += `<polygon points="${points([
        top,
        [rightEdge, capY],
        [x + (rightEdge - x) * 0.45, capY - jag],
        [x + (rightEdge - x) * 0.1, capY + jag * 0.6],
        [x - (x - leftEdge) * 0.35, capY - jag * 0.8],
        [leftEdge, capY],
      ])}" fill="${snow}"/>`;
    }
  }
  return { svg, summits };
}

/**
 * A string of prayer flags hanging in a shallow curve between two points.
 * @param {Point} from
 * @param {Point} to
 * @param {number} count
 * @param {number} [size]
 */
export function prayerFlags(from, to, count, size = 22) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const sag = Math.hypot(x2 - x1, y2 - y1) * 0.12;
  /** @type {(t: number) => Point} */
  const at = (t) => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * sag];
  let svg = `<path d="M${x1},${y1} Q${(x1 + x2) / 2},${(y1 + y2) / 2 + sag * 2} ${x2},${y2}" stroke="${palette.ink}" stroke-width="2" fill="none" opacity="0.7"/>`;
  for (let i = 1; i < count; i += 1) {
    const [x, y] = at(i / count);
    const colour = prayerFlagColours[i % prayerFlagColours.length];
    svg += `<rect x="${round(x - size / 2)}" y="${round(y)}" width="${size}" height="${round(size * 1.15)}" fill="${colour}" transform="rotate(${round(Math.sin(i) * 6)} ${round(x)} ${round(y)})"/>`;
  }
  return svg;
}

/**
 * A stylised conifer made of three stacked triangles on a short trunk.
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} [colour]
 */
export function pine(x, y, size, colour = palette.forest) {
  const tiers = [0, 0.28, 0.52].map((offset, i) => {
    const w = size * (0.55 - i * 0.12);
    const top = y - size * (0.55 + offset);
    const base = y - size * (0.12 + offset * 0.9);
    return `<polygon points="${points([
      [x - w, base],
      [x, top],
      [x + w, base],
    ])}" fill="${colour}"/>`;
  });
  return `<rect x="${round(x - size * 0.05)}" y="${round(y - size * 0.16)}" width="${round(size * 0.1)}" height="${round(size * 0.16)}" fill="${palette.rust}"/>${tiers.join("")}`;
}

/**
 * A coconut palm leaning by `lean` (negative leans left).
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @param {number} [lean]
 * @param {string} [colour]
 */
export function palm(x, y, height, lean = 0.2, colour = palette.leaf) {
  const topX = x + height * lean;
  const topY = y - height;
  const trunk = `<path d="M${x - 7},${y} Q${x + height * lean * 0.2},${y - height * 0.5} ${topX - 4},${topY} L${topX + 4},${topY} Q${x + height * lean * 0.2 + 12},${y - height * 0.5} ${x + 7},${y} Z" fill="${palette.stoneDeep}"/>`;
  const fronds = [-150, -120, -80, -45, -15, 15]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const length = height * 0.42;
      const endX = topX + Math.cos(rad) * length;
      const endY = topY + Math.sin(rad) * length * 0.6 + length * 0.35;
      const ctrlX = topX + Math.cos(rad) * length * 0.5;
      const ctrlY = topY + Math.sin(rad) * length * 0.6 - length * 0.15;
      return `<path d="M${round(topX)},${round(topY)} Q${round(ctrlX)},${round(ctrlY)} ${round(endX)},${round(endY)} Q${round(ctrlX)},${round(ctrlY + length * 0.22)} ${round(topX)},${round(topY + 6)} Z" fill="${colour}"/>`;
    })
    .join("");
  return trunk + fronds;
}

/**
 * Smooth sand dunes as one filled curve across the scene.
 * @param {number} width
 * @param {number} bottom
 * @param {number} y
 * @param {number[]} crests how high each crest rises above `y`
 * @param {string} colour
 */
export function dune(width, bottom, y, crests, colour) {
  const segment = width / crests.length;
  let d = `M0,${bottom} L0,${y}`;
  crests.forEach((lift, i) => {
    const x0 = i * segment;
    d += ` Q${round(x0 + segment / 2)},${round(y - lift)} ${round(x0 + segment)},${round(y + (i % 2 ? -lift * 0.15 : lift * 0.15))}`;
  });
  d += ` L${width},${bottom} Z`;
  return `<path d="${d}" fill="${colour}"/>`;
}

/**
 * A Rajasthani hill fort: walls with crenellations, bastions and chhatri domes.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {string} [colour]
 * @param {string} [shade]
 */
export function fort(x, y, scale, colour = palette.duneDeep, shade = palette.rust) {
  const s = scale;
  let svg = `<rect x="${x}" y="${y - 70 * s}" width="${260 * s}" height="${70 * s}" fill="${colour}"/>`;
  for (let i = 0; i < 13; i += 1) {
    svg += `<rect x="${round(x + i * 20 * s)}" y="${round(y - 80 * s)}" width="${round(11 * s)}" height="${round(11 * s)}" fill="${colour}"/>`;
  }
  [0, 110, 220].forEach((offset, i) => {
    const bx = x + offset * s;
    const h = (i === 1 ? 135 : 105) * s;
    svg += `<rect x="${round(bx)}" y="${round(y - h)}" width="${round(40 * s)}" height="${round(h)}" fill="${i === 1 ? shade : colour}"/>`;
    svg += `<path d="M${round(bx - 4 * s)},${round(y - h)} Q${round(bx + 20 * s)},${round(y - h - 34 * s)} ${round(bx + 44 * s)},${round(y - h)} Z" fill="${i === 1 ? colour : shade}"/>`;
    svg += `<rect x="${round(bx + 18 * s)}" y="${round(y - h - 44 * s)}" width="${round(4 * s)}" height="${round(12 * s)}" fill="${palette.ink}"/>`;
  });
  for (let i = 0; i < 5; i += 1) {
    svg += `<path d="M${round(x + (58 + i * 34) * s)},${round(y - 22 * s)} v${round(-18 * s)} a${round(6 * s)},${round(6 * s)} 0 0 1 ${round(12 * s)},0 v${round(18 * s)} Z" fill="${palette.ink}" opacity="0.55"/>`;
  }
  return svg;
}

/**
 * A camel in profile with an optional rider, facing right.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [colour]
 * @param {boolean} [rider]
 */
export function camel(x, y, s, colour = palette.rust, rider = true) {
  let svg = `<g transform="translate(${x} ${y}) scale(${s})" fill="${colour}">`;
  svg += `<path d="M-60,-70 Q-50,-120 -15,-112 Q0,-140 25,-110 Q45,-100 55,-78 L80,-112 Q92,-128 104,-118 L112,-112 L104,-104 L92,-104 L70,-60 Q60,-48 40,-48 L-40,-48 Q-62,-50 -60,-70 Z"/>`;
  [-48, -28, 22, 40].forEach((lx, i) => {
    svg += `<rect x="${lx}" y="-52" width="9" height="${52 + (i % 2) * 2}" rx="3"/>`;
  });
  svg += `<path d="M-60,-70 Q-74,-60 -70,-38" stroke="${colour}" stroke-width="5" fill="none"/>`;
  if (rider) {
    svg += `<rect x="-16" y="-150" width="22" height="36" rx="8" fill="${palette.teal}"/>`;
    svg += `<circle cx="-5" cy="-160" r="11" fill="${palette.ink}"/>`;
    svg += `<path d="M-18,-166 Q-5,-182 8,-166 Z" fill="${palette.terracotta}"/>`;
  }
  return `${svg}</g>`;
}

/**
 * A curving river that widens toward the viewer.
 * @param {number} height
 * @param {{ topY: number; topX: number; topWidth: number; bottomX: number; bottomWidth: number }} options
 * @param {string} [colour]
 */
export function river(height, { topY, topX, topWidth, bottomX, bottomWidth }, colour = palette.water) {
  const midY = (topY + height) / 2;
  return `<path d="M${topX - topWidth / 2},${topY} C${topX - topWidth},${midY} ${bottomX - bottomWidth * 1.2},${midY} ${bottomX - bottomWidth / 2},${height} L${bottomX + bottomWidth / 2},${height} C${bottomX + bottomWidth * 0.3},${midY} ${topX + topWidth * 2},${midY} ${topX + topWidth / 2},${topY} Z" fill="${colour}"/>`;
}

/**
 * Short horizontal strokes that read as ripples on water.
 * @param {Random} random
 * @param {{ x: number; y: number; width: number; height: number; count: number; colour?: string; opacity?: number }} options
 */
export function ripples(random, { x, y, width, height, count, colour = palette.cream, opacity = 0.5 }) {
  let svg = "";
  for (let i = 0; i < count; i += 1) {
    const rx = random.between(x, x + width);
    const ry = random.between(y, y + height);
    const length = random.between(18, 60) * (0.5 + (ry - y) / height);
    svg += `<rect x="${round(rx)}" y="${round(ry)}" width="${round(length)}" height="4" rx="2" fill="${colour}" opacity="${opacity}"/>`;
  }
  return svg;
}

/**
 * A rafting dinghy with paddlers in helmets.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export function raft(x, y, s) {
  let svg = `<g transform="translate(${x} ${y}) scale(${s})">`;
  svg += `<path d="M-120,-6 Q-130,-30 -100,-34 L100,-34 Q132,-30 122,-6 Q110,16 0,16 Q-110,16 -120,-6 Z" fill="${palette.terracotta}"/>`;
  svg += `<rect x="-104" y="-30" width="208" height="10" rx="5" fill="${palette.rust}"/>`;
  [-72, -24, 24, 72].forEach((px, i) => {
    const helmet = [palette.marigold, palette.cream, palette.marigold, palette.cream][i];
    svg += `<rect x="${px - 13}" y="-74" width="26" height="42" rx="10" fill="${palette.teal}"/>`;
    svg += `<circle cx="${px}" cy="-86" r="12" fill="${palette.blush}"/>`;
    svg += `<path d="M${px - 14},-88 Q${px},-108 ${px + 14},-88 Z" fill="${helmet}"/>`;
    svg += `<line x1="${px - 30}" y1="-70" x2="${px + 26}" y2="-10" stroke="${palette.ink}" stroke-width="5" stroke-linecap="round"/>`;
    svg += `<rect x="${px + 20}" y="-16" width="14" height="24" rx="4" fill="${palette.ink}" transform="rotate(-40 ${px + 27} -4)"/>`;
  });
  return `${svg}</g>`;
}

/**
 * A pitched camping tent with its door flap open.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [colour]
 * @param {string} [inner]
 */
export function tent(x, y, s, colour = palette.saffron, inner = palette.ink) {
  return (
    `<polygon points="${points([
      [x - 70 * s, y],
      [x, y - 80 * s],
      [x + 70 * s, y],
    ])}" fill="${colour}"/>` +
    `<polygon points="${points([
      [x - 20 * s, y],
      [x, y - 80 * s],
      [x + 20 * s, y],
    ])}" fill="${inner}" opacity="0.75"/>`
  );
}

/**
 * A North Indian temple spire (shikhara) with its amalaka crown and a flag.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [colour]
 * @param {string} [trim]
 */
export function shikhara(x, y, w, h, colour = palette.terracotta, trim = palette.marigold) {
  const top = y - h;
  let svg = `<rect x="${round(x - w * 0.65)}" y="${round(y - h * 0.22)}" width="${round(w * 1.3)}" height="${round(h * 0.22)}" fill="${colour}"/>`;
  svg += `<path d="M${round(x - w / 2)},${round(y - h * 0.2)} C${round(x - w * 0.55)},${round(top + h * 0.35)} ${round(x - w * 0.2)},${round(top + h * 0.05)} ${round(x)},${round(top)} C${round(x + w * 0.2)},${round(top + h * 0.05)} ${round(x + w * 0.55)},${round(top + h * 0.35)} ${round(x + w / 2)},${round(y - h * 0.2)} Z" fill="${colour}"/>`;
  for (let i = 1; i <= 4; i += 1) {
    const ly = y - h * 0.2 - i * h * 0.15;
    const half = (w / 2) * (1 - i * 0.17);
    svg += `<rect x="${round(x - half)}" y="${round(ly)}" width="${round(half * 2)}" height="${round(Math.max(3, h * 0.018))}" fill="${trim}" opacity="0.55"/>`;
  }
  svg += `<ellipse cx="${x}" cy="${round(top - 4)}" rx="${round(w * 0.14)}" ry="${round(w * 0.06)}" fill="${trim}"/>`;
  svg += `<line x1="${x}" y1="${round(top - 6)}" x2="${x}" y2="${round(top - h * 0.22)}" stroke="${palette.ink}" stroke-width="3"/>`;
  svg += `<polygon points="${points([
    [x, top - h * 0.22],
    [x + w * 0.3, top - h * 0.18],
    [x, top - h * 0.13],
  ])}" fill="${palette.saffron}"/>`;
  return svg;
}

/**
 * Wide stone steps descending into water, as on the Varanasi ghats.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} steps
 * @param {number} stepHeight
 * @param {string} [colour]
 * @param {string} [shade]
 */
export function ghatSteps(x, y, width, steps, stepHeight, colour = palette.stone, shade = palette.stoneDeep) {
  let svg = "";
  for (let i = 0; i < steps; i += 1) {
    const inset = i * stepHeight * 0.6;
    svg += `<rect x="${round(x - inset)}" y="${round(y + i * stepHeight)}" width="${round(width + inset * 2)}" height="${stepHeight}" fill="${i % 2 ? shade : colour}"/>`;
  }
  return svg;
}

/**
 * A row of simple riverside buildings with windows.
 * @param {Random} random
 * @param {{ x: number; y: number; count: number; minW: number; maxW: number; minH: number; maxH: number; colours: string[] }} options
 */
export function buildings(random, { x, y, count, minW, maxW, minH, maxH, colours }) {
  let svg = "";
  let cursor = x;
  for (let i = 0; i < count; i += 1) {
    const w = random.between(minW, maxW);
    const h = random.between(minH, maxH);
    svg += `<rect x="${round(cursor)}" y="${round(y - h)}" width="${round(w)}" height="${round(h)}" fill="${random.pick(colours)}"/>`;
    const cols = Math.max(1, Math.floor(w / 34));
    const rows = Math.max(1, Math.floor(h / 48));
    for (let c = 0; c < cols; c += 1) {
      for (let r = 0; r < rows; r += 1) {
        svg += `<rect x="${round(cursor + 10 + (c * (w - 20)) / cols)}" y="${round(y - h + 14 + r * 44)}" width="10" height="18" rx="5" fill="${palette.ink}" opacity="0.45"/>`;
      }
    }
    cursor += w;
  }
  return svg;
}

/**
 * A small oil lamp (diya) with its flame, for evening aarti scenes.
 * @param {number} x
 * @param {number} y
 * @param {number} [s]
 */
export function diya(x, y, s = 1) {
  return (
    `<path d="M${x - 10 * s},${y} Q${x},${y + 9 * s} ${x + 10 * s},${y} Z" fill="${palette.terracotta}"/>` +
    `<circle cx="${x}" cy="${y - 6 * s}" r="${8 * s}" fill="${palette.marigold}" opacity="0.35"/>` +
    `<path d="M${x},${y - 12 * s} Q${x + 4 * s},${y - 4 * s} ${x},${y - 1 * s} Q${x - 4 * s},${y - 4 * s} ${x},${y - 12 * s} Z" fill="${palette.marigold}"/>`
  );
}

/**
 * A wooden rowing boat seen side-on.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [colour]
 */
export function rowingBoat(x, y, s, colour = palette.rust) {
  return (
    `<path d="M${x - 90 * s},${y - 20 * s} L${x + 90 * s},${y - 20 * s} Q${x + 70 * s},${y + 8 * s} ${x + 40 * s},${y + 8 * s} L${x - 40 * s},${y + 8 * s} Q${x - 70 * s},${y + 8 * s} ${x - 90 * s},${y - 20 * s} Z" fill="${colour}"/>` +
    `<rect x="${x - 90 * s}" y="${y - 24 * s}" width="${180 * s}" height="${6 * s}" fill="${palette.marigold}"/>`
  );
}

/**
 * A Kerala houseboat (kettuvallam): a long hull under an arched thatch roof.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export function houseboat(x, y, s) {
  let svg = `<g transform="translate(${x} ${y}) scale(${s})">`;
  svg += `<path d="M-220,-30 Q-240,-50 -250,-70 Q-200,-20 0,-24 Q200,-20 250,-70 Q240,-50 220,-30 Q180,20 0,20 Q-180,20 -220,-30 Z" fill="${palette.rust}"/>`;
  svg += `<path d="M-170,-28 Q-170,-120 -60,-124 L60,-124 Q170,-120 170,-28 Z" fill="${palette.dune}"/>`;
  for (let i = -150; i <= 150; i += 30) {
    svg += `<rect x="${i}" y="-118" width="5" height="90" fill="${palette.duneDeep}" opacity="0.7"/>`;
  }
  [-110, -40, 30, 100].forEach((wx) => {
    svg += `<rect x="${wx}" y="-78" width="34" height="30" rx="4" fill="${palette.ink}" opacity="0.65"/>`;
  });
  return `${svg}</g>`;
}

/**
 * Granite boulders piled into a hill, as around Hampi.
 * @param {Random} random
 * @param {{ x: number; y: number; count: number; spread: number; minR: number; maxR: number; colours: string[] }} options
 */
export function boulders(random, { x, y, count, spread, minR, maxR, colours }) {
  let svg = "";
  for (let i = 0; i < count; i += 1) {
    const r = random.between(minR, maxR);
    const bx = x + random.between(-spread, spread);
    const by = y - random.between(0, spread * 0.45) - r * 0.4;
    svg += `<ellipse cx="${round(bx)}" cy="${round(by)}" rx="${round(r * 1.2)}" ry="${round(r)}" fill="${random.pick(colours)}"/>`;
  }
  return svg;
}

/**
 * A South Indian temple gateway tower (gopuram): stacked, narrowing tiers.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [colour]
 * @param {string} [shade]
 */
export function gopuram(x, y, w, h, colour = palette.stone, shade = palette.stoneDeep) {
  const tiers = 6;
  let svg = `<rect x="${round(x - w / 2)}" y="${round(y - h * 0.25)}" width="${round(w)}" height="${round(h * 0.25)}" fill="${shade}"/>`;
  svg += `<path d="M${round(x - w * 0.12)},${y} v${round(-h * 0.16)} a${round(w * 0.12)},${round(w * 0.12)} 0 0 1 ${round(w * 0.24)},0 v${round(h * 0.16)} Z" fill="${palette.ink}" opacity="0.6"/>`;
  for (let i = 0; i < tiers; i += 1) {
    const tierW = w * (0.92 - i * 0.12);
    const tierY = y - h * 0.25 - ((i + 1) * (h * 0.6)) / tiers;
    svg += `<rect x="${round(x - tierW / 2)}" y="${round(tierY)}" width="${round(tierW)}" height="${round((h * 0.6) / tiers)}" fill="${i % 2 ? shade : colour}"/>`;
  }
  const capY = y - h * 0.85;
  svg += `<path d="M${round(x - w * 0.3)},${round(capY)} Q${x},${round(capY - h * 0.2)} ${round(x + w * 0.3)},${round(capY)} Z" fill="${shade}"/>`;
  return svg;
}

/**
 * A sea kayak with one paddler.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [colour]
 */
export function kayak(x, y, s, colour = palette.marigold) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-110,0 Q0,-22 110,0 Q0,14 -110,0 Z" fill="${colour}"/>` +
    `<rect x="-12" y="-50" width="24" height="38" rx="9" fill="${palette.terracotta}"/>` +
    `<circle cx="0" cy="-60" r="11" fill="${palette.rust}"/>` +
    `<line x1="-60" y1="-5" x2="60" y2="-55" stroke="${palette.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="-60" cy="-5" rx="12" ry="6" fill="${palette.ink}" transform="rotate(-22 -60 -5)"/>` +
    `<ellipse cx="60" cy="-55" rx="12" ry="6" fill="${palette.ink}" transform="rotate(-22 60 -55)"/>` +
    `</g>`
  );
}

/**
 * A waterfall spilling from a cliff edge into a plunge pool.
 * @param {number} x
 * @param {number} topY
 * @param {number} bottomY
 * @param {number} width
 */
export function waterfall(x, topY, bottomY, width) {
  let svg = `<rect x="${x - width / 2}" y="${topY}" width="${width}" height="${bottomY - topY}" fill="${palette.skyBlue}"/>`;
  for (let i = 0; i < 5; i += 1) {
    svg += `<rect x="${round(x - width / 2 + 8 + (i * (width - 16)) / 5)}" y="${topY + 20 + (i % 2) * 30}" width="5" height="${round((bottomY - topY) * 0.7)}" rx="2" fill="${palette.cream}" opacity="0.7"/>`;
  }
  svg += `<ellipse cx="${x}" cy="${bottomY}" rx="${width * 1.3}" ry="${width * 0.28}" fill="${palette.cream}" opacity="0.8"/>`;
  return svg;
}

/**
 * A line of flying birds drawn as shallow V strokes.
 * @param {Random} random
 * @param {{ x: number; y: number; count: number; spread: number; size?: number; colour?: string }} options
 */
export function birds(random, { x, y, count, spread, size = 14, colour = palette.ink }) {
  let svg = "";
  for (let i = 0; i < count; i += 1) {
    const bx = x + random.between(0, spread);
    const by = y + random.between(-spread * 0.25, spread * 0.25);
    const s = size * random.between(0.7, 1.2);
    svg += `<path d="M${round(bx - s)},${round(by)} Q${round(bx - s / 2)},${round(by - s * 0.6)} ${round(bx)},${round(by)} Q${round(bx + s / 2)},${round(by - s * 0.6)} ${round(bx + s)},${round(by)}" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  return svg;
}

/**
 * A soft rounded cloud.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [colour]
 * @param {number} [opacity]
 */
export function cloud(x, y, s, colour = palette.cream, opacity = 0.9) {
  return (
    `<g fill="${colour}" opacity="${opacity}">` +
    `<rect x="${x - 90 * s}" y="${y - 20 * s}" width="${180 * s}" height="${40 * s}" rx="${20 * s}"/>` +
    `<circle cx="${x - 30 * s}" cy="${y - 24 * s}" r="${36 * s}"/>` +
    `<circle cx="${x + 28 * s}" cy="${y - 30 * s}" r="${44 * s}"/>` +
    `</g>`
  );
}

/**
 * A traveller with a backpack, standing, seen from behind-side.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {{ body: string; pack: string; skin: string; hat: string | null }} options
 */
export function traveller(x, y, s, { body, pack, skin, hat }) {
  let svg = `<g transform="translate(${x} ${y}) scale(${s})">`;
  svg += `<rect x="-12" y="-60" width="10" height="60" rx="4" fill="${palette.ink}"/>`;
  svg += `<rect x="3" y="-60" width="10" height="60" rx="4" fill="${palette.ink}"/>`;
  svg += `<rect x="-18" y="-120" width="36" height="66" rx="14" fill="${body}"/>`;
  svg += `<rect x="-30" y="-116" width="22" height="50" rx="8" fill="${pack}"/>`;
  svg += `<circle cx="0" cy="-136" r="16" fill="${skin}"/>`;
  if (hat) svg += `<path d="M-20,-140 Q0,-166 20,-140 Z" fill="${hat}"/>`;
  return `${svg}</g>`;
}

/**
 * A whitewashed Himalayan monastery: stacked blocks with a red trim and a gilded top.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export function monastery(x, y, s) {
  let svg = `<g transform="translate(${x} ${y}) scale(${s})">`;
  svg += `<rect x="-90" y="-60" width="180" height="60" fill="${palette.cream}"/>`;
  svg += `<rect x="-60" y="-110" width="120" height="52" fill="${palette.cream}"/>`;
  svg += `<rect x="-30" y="-150" width="60" height="42" fill="${palette.cream}"/>`;
  svg += `<rect x="-90" y="-64" width="180" height="8" fill="${palette.rust}"/>`;
  svg += `<rect x="-60" y="-114" width="120" height="8" fill="${palette.rust}"/>`;
  svg += `<rect x="-30" y="-154" width="60" height="8" fill="${palette.rust}"/>`;
  svg += `<path d="M-10,-154 L0,-178 L10,-154 Z" fill="${palette.marigold}"/>`;
  [-70, -40, 30, 60].forEach((wx) => {
    svg += `<rect x="${wx}" y="-40" width="12" height="18" fill="${palette.ink}" opacity="0.7"/>`;
  });
  [-40, 28].forEach((wx) => {
    svg += `<rect x="${wx}" y="-92" width="12" height="18" fill="${palette.ink}" opacity="0.7"/>`;
  });
  return `${svg}</g>`;
}

/**
 * A campfire with crossed logs and layered flames.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export function campfire(x, y, s) {
  return (
    `<circle cx="${x}" cy="${y - 30 * s}" r="${90 * s}" fill="${palette.marigold}" opacity="0.12"/>` +
    `<rect x="${x - 50 * s}" y="${y - 12 * s}" width="${100 * s}" height="${14 * s}" rx="${7 * s}" fill="${palette.rust}" transform="rotate(12 ${x} ${y})"/>` +
    `<rect x="${x - 50 * s}" y="${y - 12 * s}" width="${100 * s}" height="${14 * s}" rx="${7 * s}" fill="${palette.stoneDeep}" transform="rotate(-12 ${x} ${y})"/>` +
    `<path d="M${x - 30 * s},${y - 6 * s} Q${x - 34 * s},${y - 50 * s} ${x},${y - 90 * s} Q${x + 36 * s},${y - 50 * s} ${x + 30 * s},${y - 6 * s} Z" fill="${palette.terracotta}"/>` +
    `<path d="M${x - 18 * s},${y - 6 * s} Q${x - 18 * s},${y - 40 * s} ${x + 2 * s},${y - 62 * s} Q${x + 20 * s},${y - 36 * s} ${x + 18 * s},${y - 6 * s} Z" fill="${palette.saffron}"/>` +
    `<path d="M${x - 8 * s},${y - 6 * s} Q${x - 8 * s},${y - 24 * s} ${x + 2 * s},${y - 36 * s} Q${x + 10 * s},${y - 22 * s} ${x + 8 * s},${y - 6 * s} Z" fill="${palette.marigold}"/>`
  );
}

/**
 * A seated figure, seen from the side, for campfire and ghat scenes.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {{ body: string; skin: string; hair: string; facing?: number }} options
 */
export function seatedFigure(x, y, s, { body, skin, hair, facing = 1 }) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s * facing} ${s})">` +
    `<rect x="-22" y="-16" width="60" height="16" rx="8" fill="${palette.ink}"/>` +
    `<rect x="-24" y="-78" width="40" height="66" rx="16" fill="${body}"/>` +
    `<circle cx="-4" cy="-96" r="17" fill="${skin}"/>` +
    `<path d="M-22,-98 Q-6,-124 12,-100 Q0,-108 -22,-92 Z" fill="${hair}"/>` +
    `</g>`
  );
}

/**
 * A scatter of small stars for night skies.
 * @param {Random} random
 * @param {{ width: number; height: number; count: number }} options
 */
export function stars(random, { width, height, count }) {
  let svg = "";
  for (let i = 0; i < count; i += 1) {
    svg += `<circle cx="${round(random.between(0, width))}" cy="${round(random.between(0, height))}" r="${round(random.between(1.2, 3.2))}" fill="${palette.cream}" opacity="${round(random.between(0.4, 1))}"/>`;
  }
  return svg;
}
