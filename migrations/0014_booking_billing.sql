-- Who a booking's GST documents bill (docs/gst-documents.md): the State the booker
-- lives in (its GST code, or 96 for outside India), their address when the bill
-- asks for it, and a business's name and GSTIN. NULL for a request from before the
-- booking form asked, and for every other kind of request. They go when the
-- request is deleted; the documents issued keep what they printed.
ALTER TABLE requests ADD COLUMN billing_state TEXT;
ALTER TABLE requests ADD COLUMN billing_address TEXT;
ALTER TABLE requests ADD COLUMN billing_company TEXT;
ALTER TABLE requests ADD COLUMN billing_gstin TEXT;
