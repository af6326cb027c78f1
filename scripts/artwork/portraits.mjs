// Flat head-and-shoulders portraits for traveller testimonials. Each look is
// described by data so that faces differ in skin, hair, clothing and details.
import { palette } from "./palette.mjs";

/**
 * @typedef {object} Look
 * @property {string} background
 * @property {string} skin
 * @property {"short" | "long" | "bun" | "turban"} hair
 * @property {string} hairColour
 * @property {string} shirt
 * @property {string} [scarf]
 * @property {string} [beard]
 * @property {boolean} [glasses]
 * @property {boolean} [bindi]
 */

/**
 * A portrait filling the whole canvas.
 * @param {{ width: number; height: number }} size
 * @param {Look} look
 */
export function portrait({ width: w, height: h }, look) {
  const cx = w / 2;
  const faceY = h * 0.44;
  const faceR = w * 0.19;
  const parts = [
    `<rect width="${w}" height="${h}" fill="${look.background}"/>`,
    `<circle cx="${cx}" cy="${h * 0.46}" r="${w * 0.36}" fill="${palette.cream}" opacity="0.35"/>`,
  ];
  if (look.hair === "long") {
    parts.push(
      `<rect x="${cx - faceR * 1.25}" y="${faceY - faceR * 0.9}" width="${faceR * 2.5}" height="${faceR * 2.7}" rx="${faceR}" fill="${look.hairColour}"/>`,
    );
  }
  // Shoulders and clothing.
  parts.push(
    `<path d="M${w * 0.14},${h} Q${w * 0.16},${h * 0.7} ${cx},${h * 0.68} Q${w * 0.84},${h * 0.7} ${w * 0.86},${h} Z" fill="${look.shirt}"/>`,
  );
  parts.push(
    `<rect x="${cx - faceR * 0.35}" y="${faceY + faceR * 0.7}" width="${faceR * 0.7}" height="${faceR * 0.8}" fill="${look.skin}"/>`,
  );
  parts.push(
    `<path d="M${cx - faceR * 0.55},${h * 0.69} L${cx},${h * 0.8} L${cx + faceR * 0.55},${h * 0.69} Z" fill="${look.skin}"/>`,
  );
  if (look.scarf) {
    parts.push(
      `<path d="M${w * 0.22},${h * 0.78} Q${cx},${h * 0.9} ${w * 0.78},${h * 0.74} L${w * 0.8},${h * 0.82} Q${cx},${h * 0.98} ${w * 0.2},${h * 0.86} Z" fill="${look.scarf}"/>`,
    );
  }
  // Face and ears.
  parts.push(`<circle cx="${cx - faceR}" cy="${faceY + 4}" r="${faceR * 0.2}" fill="${look.skin}"/>`);
  parts.push(`<circle cx="${cx + faceR}" cy="${faceY + 4}" r="${faceR * 0.2}" fill="${look.skin}"/>`);
  parts.push(`<ellipse cx="${cx}" cy="${faceY}" rx="${faceR}" ry="${faceR * 1.12}" fill="${look.skin}"/>`);
  // Hair on top.
  if (look.hair === "short" || look.hair === "long") {
    parts.push(
      `<path d="M${cx - faceR * 1.05},${faceY - faceR * 0.1} Q${cx - faceR * 1.1},${faceY - faceR * 1.45} ${cx},${faceY - faceR * 1.3} Q${cx + faceR * 1.15},${faceY - faceR * 1.4} ${cx + faceR * 1.05},${faceY - faceR * 0.1} Q${cx + faceR * 0.6},${faceY - faceR * 0.85} ${cx - faceR * 1.05},${faceY - faceR * 0.1} Z" fill="${look.hairColour}"/>`,
    );
  }
  if (look.hair === "bun") {
    parts.push(`<circle cx="${cx}" cy="${faceY - faceR * 1.3}" r="${faceR * 0.4}" fill="${look.hairColour}"/>`);
    parts.push(
      `<path d="M${cx - faceR * 1.02},${faceY} Q${cx - faceR},${faceY - faceR * 1.3} ${cx},${faceY - faceR * 1.15} Q${cx + faceR},${faceY - faceR * 1.3} ${cx + faceR * 1.02},${faceY} Q${cx},${faceY - faceR * 0.7} ${cx - faceR * 1.02},${faceY} Z" fill="${look.hairColour}"/>`,
    );
  }
  if (look.hair === "turban") {
    parts.push(
      `<path d="M${cx - faceR * 1.1},${faceY - faceR * 0.25} Q${cx - faceR * 1.2},${faceY - faceR * 1.6} ${cx},${faceY - faceR * 1.55} Q${cx + faceR * 1.2},${faceY - faceR * 1.6} ${cx + faceR * 1.1},${faceY - faceR * 0.25} Q${cx},${faceY - faceR * 0.65} ${cx - faceR * 1.1},${faceY - faceR * 0.25} Z" fill="${look.hairColour}"/>`,
    );
    parts.push(
      `<path d="M${cx - faceR * 0.9},${faceY - faceR * 0.5} Q${cx},${faceY - faceR * 1.3} ${cx + faceR * 0.9},${faceY - faceR * 0.9}" stroke="${palette.ink}" stroke-width="4" fill="none" opacity="0.25"/>`,
    );
  }
  if (look.beard) {
    parts.push(
      `<path d="M${cx - faceR * 0.95},${faceY + faceR * 0.1} Q${cx - faceR * 0.8},${faceY + faceR * 1.35} ${cx},${faceY + faceR * 1.35} Q${cx + faceR * 0.8},${faceY + faceR * 1.35} ${cx + faceR * 0.95},${faceY + faceR * 0.1} Q${cx},${faceY + faceR * 0.55} ${cx - faceR * 0.95},${faceY + faceR * 0.1} Z" fill="${look.beard}"/>`,
    );
  }
  // Eyes, brows and a smile.
  const eyeY = faceY - faceR * 0.05;
  [-1, 1].forEach((side) => {
    parts.push(`<circle cx="${cx + side * faceR * 0.38}" cy="${eyeY}" r="${faceR * 0.09}" fill="${palette.ink}"/>`);
    parts.push(
      `<path d="M${cx + side * faceR * 0.22},${eyeY - faceR * 0.25} Q${cx + side * faceR * 0.38},${eyeY - faceR * 0.36} ${cx + side * faceR * 0.55},${eyeY - faceR * 0.24}" stroke="${palette.ink}" stroke-width="${faceR * 0.06}" fill="none" stroke-linecap="round"/>`,
    );
  });
  if (look.glasses) {
    parts.push(
      `<g stroke="${palette.ink}" stroke-width="${faceR * 0.06}" fill="none"><circle cx="${cx - faceR * 0.38}" cy="${eyeY}" r="${faceR * 0.24}"/><circle cx="${cx + faceR * 0.38}" cy="${eyeY}" r="${faceR * 0.24}"/><path d="M${cx - faceR * 0.14},${eyeY} h${faceR * 0.28}"/></g>`,
    );
  }
  if (look.bindi) {
    parts.push(`<circle cx="${cx}" cy="${eyeY - faceR * 0.32}" r="${faceR * 0.06}" fill="${palette.terracotta}"/>`);
  }
  parts.push(
    `<path d="M${cx - faceR * 0.3},${faceY + faceR * 0.45} Q${cx},${faceY + faceR * 0.7} ${cx + faceR * 0.3},${faceY + faceR * 0.45}" stroke="${palette.rust}" stroke-width="${faceR * 0.08}" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<circle cx="${cx - faceR * 0.55}" cy="${faceY + faceR * 0.32}" r="${faceR * 0.14}" fill="${palette.rose}" opacity="0.35"/>`,
  );
  parts.push(
    `<circle cx="${cx + faceR * 0.55}" cy="${faceY + faceR * 0.32}" r="${faceR * 0.14}" fill="${palette.rose}" opacity="0.35"/>`,
  );
  return parts.join("");
}
