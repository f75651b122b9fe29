-- drizzle-kit emits ENABLE but never FORCE: the download records are a tenant table too.
ALTER TABLE download_record FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The job queue is the workers' (system transactions): a tenant transaction may queue a job and read
-- back its id, never read or change another tenant's payloads.
REVOKE SELECT, UPDATE, DELETE ON job FROM storedesk_app;--> statement-breakpoint
GRANT SELECT (id) ON job TO storedesk_app;
