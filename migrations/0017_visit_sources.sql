-- Where the visit that sent a booking or waitlist request came from, as the booking form recorded it
-- for the tab's visit (src/visit/): the landing address's utm_* parameters, else the referring site's
-- host (source) with medium 'referral', else source 'direct'. NULL for requests entered at the desk, and
-- for those sent before sources were kept. Nothing here names a person: it is kept with the request and
-- goes with it, and the owner's numbers keep only its counts (migrations/0018_numbers.sql).
ALTER TABLE requests ADD COLUMN visit_source TEXT CHECK (visit_source IS NULL OR length(visit_source) BETWEEN 1 AND 100);
ALTER TABLE requests ADD COLUMN visit_medium TEXT CHECK (visit_medium IS NULL OR length(visit_medium) BETWEEN 1 AND 100);
ALTER TABLE requests ADD COLUMN visit_campaign TEXT CHECK (visit_campaign IS NULL OR length(visit_campaign) BETWEEN 1 AND 100);
ALTER TABLE requests ADD COLUMN visit_term TEXT CHECK (visit_term IS NULL OR length(visit_term) BETWEEN 1 AND 100);
ALTER TABLE requests ADD COLUMN visit_content TEXT CHECK (visit_content IS NULL OR length(visit_content) BETWEEN 1 AND 100);
