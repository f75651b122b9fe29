-- drizzle-kit emits ENABLE but never FORCE: the identity tables are tenant tables too.
ALTER TABLE auth_session FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_refresh_token FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_login_failure FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_password_policy FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_password_history FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_login_log FORCE ROW LEVEL SECURITY;
