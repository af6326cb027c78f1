// The brand palette shared by every generated illustration, so that all artwork
// reads as one family. Keep in step with src/styles/_tokens.scss.
export const palette = {
  ink: "#1d2b36",
  teal: "#0f5e63",
  tealDeep: "#0b3f45",
  tealSoft: "#3f8f8a",
  sage: "#7fa88a",
  mint: "#b9d8c2",
  leaf: "#4f8a5b",
  forest: "#2f5d46",
  saffron: "#f2a541",
  marigold: "#f7c85c",
  terracotta: "#d9643a",
  rust: "#a8452a",
  rose: "#e89a7f",
  blush: "#f6c7b0",
  sand: "#f3d9a4",
  dune: "#e7b56f",
  duneDeep: "#cf8f4a",
  cream: "#fff6e6",
  skyWarm: "#fde3c0",
  skyBlue: "#9fd3df",
  skyDeep: "#5fa8bb",
  water: "#4fa3b0",
  waterDeep: "#2d7f8c",
  stone: "#b7a48e",
  stoneDeep: "#8c7762",
  snow: "#ffffff",
  night: "#1a2440",
  dusk: "#3b3a6b",
};

/** Colours of Tibetan prayer flags, in their traditional order. */
export const prayerFlagColours = ["#3d6fb6", "#ffffff", "#d9443a", "#3f9b5a", "#f2c23a"];

export const skinTones = ["#8d5524", "#a86b3c", "#c68642", "#e0ac69", "#6b4423", "#b9774a"];
