// The Worker's secrets: set with `npx wrangler secret put <NAME>` (docs/deploying.md), locally in
// .dev.vars. wrangler types cannot see them, so they are declared here.
declare namespace Cloudflare {
  interface Env {
    /** The GitHub OAuth app's client secret, for the content editor's sign-in (editor-auth.ts). */
    GITHUB_CLIENT_SECRET?: string;
  }
}
