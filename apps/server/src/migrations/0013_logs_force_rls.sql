-- drizzle-kit emits ENABLE but never FORCE: the log tables are tenant tables too.
ALTER TABLE log_api FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE log_error FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE log_web FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE log_user_operation FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE log_retention FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Log rows are written once and removed only by the retention purge: requests can never rewrite them.
REVOKE UPDATE ON log_api, log_error, log_web, log_user_operation FROM storedesk_app;
