// The Worker's secrets: set with `npx wrangler secret put <NAME>` (docs/deploying.md), locally in
// .dev.vars. wrangler types cannot see them, so they are declared here.
declare namespace Cloudflare {
  interface Env {
    /** The GitHub OAuth app's client secret, for the content editor's sign-in (editor/github-sign-in.ts). */
    GITHUB_CLIENT_SECRET?: string;
    /** Razorpay's key secret, beside RAZORPAY_KEY_ID: the API's Basic auth, and the signature of a link's return (bookings/razorpay.ts). */
    RAZORPAY_KEY_SECRET?: string;
    /** The secret Razorpay signs webhooks with (set on the dashboard's webhook). */
    RAZORPAY_WEBHOOK_SECRET?: string;
    /** The key of the client-address fingerprints the unpaid-seat limit counts by (intake/client-address.ts). */
    CLIENT_FINGERPRINT_KEY?: string;
    /**
     * The keys travellers' ID numbers, health answers and fitness proofs are sealed with
     * (platform/personal-data.ts): `id:<32 bytes in base64>` pairs, comma-separated, the key to seal with first.
     */
    PERSONAL_DATA_KEYS?: string;
  }
}
