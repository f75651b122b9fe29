DROP POLICY "sys_role_permission_tenant_isolation" ON "sys_role_permission" CASCADE;--> statement-breakpoint
DROP TABLE "sys_role_permission" CASCADE;