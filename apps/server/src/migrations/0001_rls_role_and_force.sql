-- The role every request transaction switches to (SET LOCAL ROLE): no superuser, no BYPASSRLS, so the
-- tenant policies hold even for a query that forgets its tenant condition. Roles are cluster-wide, so
-- it is created only when missing.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'storedesk_app') THEN
    CREATE ROLE storedesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;--> statement-breakpoint
GRANT storedesk_app TO CURRENT_USER;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO storedesk_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO storedesk_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO storedesk_app;--> statement-breakpoint
-- Platform tables: tenants read them, only the platform (owner) writes them.
REVOKE INSERT, UPDATE, DELETE ON sys_tenant, blade_client FROM storedesk_app;--> statement-breakpoint
-- drizzle-kit emits ENABLE but never FORCE: without FORCE the table owner would bypass the policies.
ALTER TABLE sys_audit_log FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_dict FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_role FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_role_permission FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_user FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_user_role FORCE ROW LEVEL SECURITY;
