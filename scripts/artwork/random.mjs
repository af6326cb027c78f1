// A small seeded PRNG (mulberry32) so that running the generator twice yields
// byte-identical artwork and a review diff only shows intended changes.
/**
 * @param {number} seed any 32-bit integer
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @type {(min: number, max: number) => number} */
    between: (min, max) => min + next() * (max - min),
    /** @type {<Item>(items: readonly Item[]) => Item} */
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/** @typedef {ReturnType<typeof createRandom>} Random */
