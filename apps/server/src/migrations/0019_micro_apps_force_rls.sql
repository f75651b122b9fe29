-- drizzle-kit emits ENABLE but never FORCE: a tenant's gray-release pins are a tenant table too.
ALTER TABLE micro_app_gray FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The catalogue and the published versions are platform data, and a tenant reads its pins but never
-- sets them: only the platform (owner) writes these tables.
REVOKE INSERT, UPDATE, DELETE ON micro_app, micro_app_version, micro_app_gray FROM storedesk_app;
