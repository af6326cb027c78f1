// The encoder quality of every picture the build makes, per format, chosen by
// measurement: `npm run bench:images` encodes real photographs and the site's
// artwork at a phone's width and scores each file against the uncompressed
// image with butteraugli (bench/images.md). Each is the lowest quality that
// keeps both photographs within a distance of 3.0 at 750 px: the three
// formats differ (WebP needs 80 where JPEG needs 70), so each has its own.
// gatsby-config.ts hands them to gatsby-plugin-sharp for every picture.
export const IMAGE_QUALITY = { avif: 55, webp: 80, jpeg: 70 };
