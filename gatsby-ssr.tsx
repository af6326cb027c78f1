import type { GatsbySSR } from "gatsby";
import "@fontsource-variable/dm-sans";
import "@fontsource-variable/fraunces";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-IN" });
};
