// The star's outline (24×24), drawn by the site's star icon (src/components/ui/icon.tsx) and by the
// stars of reviews (review-markup.ts). A module of its own: the icon, which every page loads, takes
// this string alone.
export const STAR_PATH = "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z";
