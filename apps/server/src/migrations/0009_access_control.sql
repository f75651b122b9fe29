CREATE TABLE "sys_api_scope" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"resource_code" varchar(2000) NOT NULL,
	"scope_path" varchar(2000),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_api_scope_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_api_scope" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_application" (
	"id" bigint NOT NULL,
	"code" varchar(128) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_zh_hk" varchar(255),
	"name_en" varchar(255),
	"icon" varchar(1000),
	"path" varchar(1000),
	"is_micro" integer DEFAULT 0 NOT NULL,
	"micro_name" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_application_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "sys_data_scope" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(128) NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"scope_type" integer NOT NULL,
	"scope_column" varchar(64),
	"scope_value" varchar(2000),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_data_scope_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_data_scope" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" bigint NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"application_id" bigint,
	"code" varchar(128) NOT NULL,
	"menu_code" varchar(128),
	"name" varchar(255) NOT NULL,
	"name_zh_hk" varchar(255),
	"name_en" varchar(255),
	"alias" varchar(255),
	"path" varchar(1000),
	"source" varchar(255),
	"icon" varchar(1000),
	"sort" integer DEFAULT 0 NOT NULL,
	"category" integer NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"is_open" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"option_type" varchar(64),
	"keep_alive" integer DEFAULT 1 NOT NULL,
	"target" varchar(32),
	"roles" varchar(1000),
	"expire_time" timestamp with time zone,
	"menu_group" varchar(64),
	"query" varchar(1000),
	"params" varchar(1000),
	"is_micro" integer DEFAULT 0 NOT NULL,
	"micro_name" varchar(64),
	"component_path" varchar(255),
	"available" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_menu_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "sys_role_menu_tenant_id_role_id_menu_id_pk" PRIMARY KEY("tenant_id","role_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_scope" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"role_id" bigint NOT NULL,
	"scope_category" integer NOT NULL,
	"scope_id" bigint NOT NULL,
	CONSTRAINT "sys_role_scope_tenant_id_role_id_scope_category_scope_id_pk" PRIMARY KEY("tenant_id","role_id","scope_category","scope_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_scope" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_top_menu" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(128) NOT NULL,
	"name" varchar(255) NOT NULL,
	"source" varchar(255),
	"path" varchar(1000),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_top_menu_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_top_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_top_menu_setting" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"half_checked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_top_menu_setting_tenant_id_user_id_top_menu_id_menu_id_pk" PRIMARY KEY("tenant_id","user_id","top_menu_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "sys_top_menu_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "role_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_application_code_uq" ON "sys_application" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sys_data_scope_resource_idx" ON "sys_data_scope" USING btree ("tenant_id","resource_code");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_top_menu_code_uq" ON "sys_top_menu" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "sys_api_scope_tenant_isolation" ON "sys_api_scope" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_data_scope_tenant_isolation" ON "sys_data_scope" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_role_menu_tenant_isolation" ON "sys_role_menu" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_role_scope_tenant_isolation" ON "sys_role_scope" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_top_menu_tenant_isolation" ON "sys_top_menu" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_top_menu_setting_tenant_isolation" ON "sys_top_menu_setting" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));