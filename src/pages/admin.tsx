import { useEffect } from "react";
import type { HeadFC } from "gatsby";
import { FAVICON_PATH } from "../lib/site-assets";

/**
 * The content editor for the agency's staff (Decap CMS). Its code is a chunk
 * of its own, fetched only here, so no other page pays for it.
 */
export default function AdminPage() {
  useEffect(() => {
    void import(/* webpackChunkName: "content-editor" */ "../admin/start-cms").then(({ startCms }) => startCms());
  }, []);
  return (
    <noscript>
      <p>The content editor needs JavaScript.</p>
    </noscript>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Content editor | Safarnama</title>
    <meta name="robots" content="noindex" />
    <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
  </>
);
