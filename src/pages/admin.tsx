import { useEffect } from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { messagesOf } from "../hooks/use-messages";
import { FAVICON_PATH } from "../lib/site-assets";

/**
 * The content editor for the agency's staff (Decap CMS). Its code is a chunk
 * of its own, fetched only here, so no other page pays for it.
 */
export default function AdminPage({ data }: PageProps<Queries.AdminPageQuery>) {
  useEffect(() => {
    void import(/* webpackChunkName: "content-editor" */ "../admin/start-cms").then(({ startCms }) =>
      startCms(messagesOf(data)),
    );
  }, [data]);
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

export const query = graphql`
  query AdminPage($lang: String!) {
    # The previews show entries with the site's own components, which read these words.
    messages(lang: $lang) {
      careers
      common
    }
  }
`;
