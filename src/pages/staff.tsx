import type { HeadFC, PageProps } from "gatsby";
import { StaffDesk } from "../components/staff/staff-desk";
import { FAVICON_PATH } from "../lib/site-assets";

/**
 * The staff desk (src/components/staff/), for the agency's staff behind
 * Cloudflare Access. The build writes an empty shell: every request and
 * manifest comes from the Worker's staff API once a signed-in browser asks,
 * so nobody's details are ever part of the site.
 */
export default function StaffPage({ location }: PageProps) {
  return (
    <>
      <StaffDesk search={location.search} />
      <noscript>
        <p>The staff desk needs JavaScript.</p>
      </noscript>
    </>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Staff desk | Safarnama</title>
    <meta name="robots" content="noindex" />
    <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
  </>
);
