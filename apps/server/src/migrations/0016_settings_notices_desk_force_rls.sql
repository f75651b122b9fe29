-- drizzle-kit emits ENABLE but never FORCE: the settings, notice and desk tables are tenant tables too.
ALTER TABLE sys_param FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_code_key FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_code_key_counter FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_tenant_setting FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_shortcut_key FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_op_face_personalize FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_print_plan FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_excel_template FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_tenant_app FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_app_private_doc FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_tenant_app_pact FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_app_record FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_role_source_record FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE desk_notice FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE desk_notice_read FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE desk_favorite FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE desk_login_page FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE desk_often_function FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE desk_help_doc FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Versions and application documents are platform data: tenants read them, only the platform (owner) writes.
REVOKE INSERT, UPDATE, DELETE ON sys_version, sys_app_doc FROM storedesk_app;
