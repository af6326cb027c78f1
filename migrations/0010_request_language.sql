-- The language a request was sent in: the site's page it came from ('en', or 'hi'
-- for the Hindi edition under /hi/). The traveller's emails, booking page and
-- forms speak it; the staff desk stays in English and shows it. Requests from
-- before the Hindi edition were all sent in English.
ALTER TABLE requests ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi'));
