-- drizzle-kit emits ENABLE but never FORCE: the new identity and SMS tables are tenant tables too.
ALTER TABLE sms_code FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sms_outbox FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_reset_ticket FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_social_binding FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_totp FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_recovery_code FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auth_mfa_ticket FORCE ROW LEVEL SECURITY;
