// Stands in for gatsby-react-router-scroll's use-scroll-restoration.js in the
// production browser bundle (see SCROLL_RESTORATION_HOOK_MODULE in
// gatsby/webpack.ts): no page keeps the scroll of a box of its own, so the
// hook is left out of the code every page loads. A page that starts to use it
// has to take that replacement out first.
export function useScrollRestoration() {
  throw new Error(
    "useScrollRestoration is left out of the site's bundle (SCROLL_RESTORATION_HOOK_MODULE in gatsby/webpack.ts): take that replacement out to use it",
  );
}
