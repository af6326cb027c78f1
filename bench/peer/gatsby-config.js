// The benchmark's peer: a small blog on @lekoarts/gatsby-theme-minimal-blog,
// one of the most used Gatsby 5 themes, which its users count among the fast
// Gatsby sites. Its own text lives in content/ (three posts and a page, about
// as much as one of our text pages); the theme's defaults are left as they are,
// so the benchmark measures the theme as its users get it.
module.exports = {
  trailingSlash: "always",
  siteMetadata: {
    siteTitle: "Notes from the road",
    siteTitleAlt: "Notes from the road — a travel journal",
    siteHeadline: "Notes from the road",
    siteUrl: "https://peer.example",
    siteDescription: "A small travel journal: monsoon walks, winter packing and how group trips come together.",
    siteImage: "/banner.jpg",
    siteLanguage: "en",
    author: "@notes",
  },
  plugins: [
    {
      resolve: "@lekoarts/gatsby-theme-minimal-blog",
      options: {
        navigation: [
          { title: "Blog", slug: "/blog/" },
          { title: "About", slug: "/about/" },
        ],
      },
    },
  ],
};
