import type { AdapterInit } from "gatsby";

/**
 * The adapter the site deploys with, on every host. The build writes everything
 * a static CDN needs itself, public/_headers included (gatsby/post-build.ts).
 * Without an adapter in gatsby-config, Gatsby installs one when it recognises
 * the host: on Netlify (NETLIFY=true) gatsby-adapter-netlify, which appends its
 * own rules to public/_headers (a second referrer policy, a per-bundle cache
 * rule each), so Netlify would send headers the tests never checked and the
 * file would pass Cloudflare's 100-rule limit. Naming this one keeps that slot
 * filled; it changes nothing, so every host serves exactly what the build wrote.
 */
export const staticHostAdapter: AdapterInit = () => ({
  name: "safarnama-static-host",
  adapt() {
    // Nothing to adapt: public/ is the whole deploy.
  },
});
