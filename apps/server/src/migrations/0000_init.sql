CREATE TABLE "sys_audit_log" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"resource" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"record_ids" varchar(20000) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"user_id" bigint,
	"request_id" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "blade_client" (
	"client_id" varchar(64) PRIMARY KEY NOT NULL,
	"client_secret" varchar(255) NOT NULL,
	"access_token_validity" integer DEFAULT 3600 NOT NULL,
	"refresh_token_validity" integer DEFAULT 604800 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_dict" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"role_alias" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_role_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"role_id" bigint NOT NULL,
	"code" varchar(128) NOT NULL,
	CONSTRAINT "sys_role_permission_tenant_id_role_id_code_pk" PRIMARY KEY("tenant_id","role_id","code")
);
--> statement-breakpoint
ALTER TABLE "sys_role_permission" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"tenant_full_name" varchar(255) NOT NULL,
	"domain" varchar(255),
	"background_url" varchar(1000),
	"default_login" varchar(16) DEFAULT 'pwd' NOT NULL,
	"pwd_login" integer DEFAULT 1 NOT NULL,
	"sms_login" integer DEFAULT 0 NOT NULL,
	"wx_login" integer DEFAULT 0 NOT NULL,
	"cp_login" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"expire_time" timestamp with time zone,
	"account_number" integer DEFAULT -1 NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Asia/Shanghai' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"account" varchar(64) NOT NULL,
	"password" varchar(255) NOT NULL,
	"name" varchar(64),
	"real_name" varchar(64),
	"phone" varchar(32),
	"email" varchar(255),
	"dept_id" bigint,
	"status" integer DEFAULT 1 NOT NULL,
	"password_changed_at" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_user_role_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sys_audit_log_resource_idx" ON "sys_audit_log" USING btree ("tenant_id","resource","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_key_uq" ON "sys_dict" USING btree ("tenant_id","parent_id","code","dict_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sys_dict_code_idx" ON "sys_dict" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_alias_uq" ON "sys_role" USING btree ("tenant_id","role_alias") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("tenant_id","account") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "sys_audit_log_tenant_isolation" ON "sys_audit_log" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_dict_tenant_isolation" ON "sys_dict" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_role_tenant_isolation" ON "sys_role" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_role_permission_tenant_isolation" ON "sys_role_permission" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_user_tenant_isolation" ON "sys_user" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_user_role_tenant_isolation" ON "sys_user_role" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));