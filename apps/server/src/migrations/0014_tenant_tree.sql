ALTER TABLE "sys_tenant" ADD COLUMN "parent_tenant_id" varchar(12);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "tenant_type" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "linkman" varchar(64);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "contact_number" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "address" varchar(255);