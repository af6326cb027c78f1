-- A refund owed back by hand (status 'by-hand': the payment came by transfer
-- or cash, or Razorpay was off) is marked returned on the desk once staff have
-- sent the money (worker/desk/desk-payments.ts): when, by whom (their Access
-- email), how, and the reference they give the traveller. All four stay NULL
-- until then, and are set once, together; a refund sent through Razorpay is
-- never marked.
ALTER TABLE refunds ADD COLUMN returned_at TEXT CHECK (returned_at IS NULL OR status = 'by-hand');
ALTER TABLE refunds ADD COLUMN returned_by TEXT CHECK ((returned_by IS NULL) = (returned_at IS NULL));
-- requests/staff.ts's RETURN_METHODS: bank transfer, cash, UPI, cheque.
ALTER TABLE refunds ADD COLUMN returned_method TEXT CHECK ((returned_method IS NULL) = (returned_at IS NULL));
-- Optional: the bank's transaction reference, or who handed over the cash; quoted in the traveller's receipt.
ALTER TABLE refunds ADD COLUMN returned_note TEXT CHECK (returned_note IS NULL OR returned_at IS NOT NULL);
