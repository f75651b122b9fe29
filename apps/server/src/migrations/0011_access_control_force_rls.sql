-- drizzle-kit emits ENABLE but never FORCE: the grant, scope and top menu tables are tenant tables too.
ALTER TABLE sys_role_menu FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_role_scope FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_data_scope FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_api_scope FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_top_menu FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_top_menu_setting FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Menus and applications are platform data: tenants read them, only the platform (owner) writes them.
REVOKE INSERT, UPDATE, DELETE ON sys_menu, sys_application FROM storedesk_app;
