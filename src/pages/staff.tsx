import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { StaffDesk } from "../components/staff/staff-desk";
import { messagesOf, PageMessagesProvider } from "../hooks/use-messages";
import { FAVICON_PATH } from "../lib/site-assets";

/**
 * The staff desk (src/components/staff/), for the agency's staff behind
 * Cloudflare Access. The build writes an empty shell: every request and
 * manifest comes from the Worker's staff API once a signed-in browser asks,
 * so nobody's details are ever part of the site.
 */
const subscribeToNothing = () => () => {};

export default function StaffPage({ location, data }: PageProps) {
  // The built HTML cannot know the address's query (which view, which request), so the page first
  // hydrates as that HTML was rendered, with no view, and only then shows the one asked for.
  const hydrated = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    // The desk draws its own screen, without the site's layout; its booking form checks with the site's rules.
    <PageMessagesProvider messages={messagesOf(data)}>
      <StaffDesk search={hydrated ? location.search : null} />
      <noscript>
        <p>The staff desk needs JavaScript.</p>
      </noscript>
    </PageMessagesProvider>
  );
}

export const query = graphql`
  query StaffPage($lang: String!) {
    messages(lang: $lang) {
      formRules
    }
  }
`;

export const Head: HeadFC = () => (
  <>
    <title>Staff desk | Safarnama</title>
    <meta name="robots" content="noindex" />
    <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
  </>
);
