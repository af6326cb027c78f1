// Apart from roll-ups.ts, which needs the Worker's types, so the engine tests can read it too.
/**
 * How many days a day stays in the live tail before it is rolled up. A payment is dated when Razorpay
 * took it (its created_at), and its webhook may come a day later (Razorpay retries for 24 hours): a day
 * closed at once would never count such a payment. Three days leave room for that, and cost the live
 * tail three days of rows.
 */
export const SETTLED_AFTER_DAYS = 3;
