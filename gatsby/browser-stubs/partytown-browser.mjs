// Stands in for Gatsby's internal Partytown plugin's gatsby-browser.js in the
// production browser bundle (see PARTYTOWN_BROWSER_MODULE in gatsby/webpack.ts).
// Its one hook, onInitialClientRender, acts only in `gatsby develop`, yet its
// top-level require("gatsby-script") put gatsby-script and Partytown's
// integration (about 2.1 KB gzipped) into every page. The site uses no <Script>.
export {};
