-- The owner's lead log (worker/leads.ts, docs/decisions/0029-leads-in-d1.md): one row a
-- WhatsApp or call tap. Nothing personal: no phone, name, IP address, user agent or cookie.
-- Applied on deploy (package.json → deploy) and by scripts/wrangler-dev.js locally.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  -- The reference the buyer's message carries (src/lib/reference.ts). Not unique: two taps may
  -- draw the same one, rarely, and each is a lead.
  reference TEXT NOT NULL,
  -- Server time, milliseconds since 1970 (UTC).
  created_at INTEGER NOT NULL,
  -- The page's path, e.g. /fencing.
  page TEXT NOT NULL,
  -- The service's slug, when the tap came from a service page or an estimate.
  service TEXT,
  -- The estimate's range in riyals, "min-max", when the tap sent one.
  band TEXT,
  -- The district, when the buyer typed one.
  district TEXT,
  -- whatsapp, call, visit or estimate.
  kind TEXT NOT NULL,
  -- What the owner marked: contacted, visited, quoted, won or lost; NULL while new.
  status TEXT
);
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_reference ON leads (reference);
