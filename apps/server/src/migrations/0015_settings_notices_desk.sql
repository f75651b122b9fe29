CREATE TABLE "desk_favorite" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_favorite_tenant_id_user_id_menu_id_pk" PRIMARY KEY("tenant_id","user_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "desk_favorite" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desk_help_doc" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"menu_code" varchar(128) NOT NULL,
	"doc_name" varchar(255) NOT NULL,
	"doc_url" varchar(1000) NOT NULL,
	"doc_icon" varchar(1000),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desk_help_doc_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "desk_help_doc" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desk_login_page" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_login_page_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "desk_login_page" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desk_often_function" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"half_checked" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desk_often_function_tenant_id_user_id_menu_id_pk" PRIMARY KEY("tenant_id","user_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "desk_often_function" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desk_notice" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"type" integer NOT NULL,
	"delivery_way" integer DEFAULT 1 NOT NULL,
	"recipient_user_id" bigint,
	"content" text,
	"address" varchar(1000),
	"release_time" timestamp with time zone DEFAULT now() NOT NULL,
	"show_date" date,
	"user_name" varchar(64),
	"phone" varchar(11),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desk_notice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "desk_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "desk_notice_read" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_notice_read_tenant_id_user_id_notice_id_pk" PRIMARY KEY("tenant_id","user_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "desk_notice_read" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_app_doc" (
	"id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"doc_name" varchar(255) NOT NULL,
	"doc_url" varchar(1000) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_app_doc_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "sys_tenant_app_pact" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"pact_name" varchar(255) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"sign_time" timestamp with time zone,
	"terminate_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_tenant_app_pact_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_tenant_app_pact" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_app_private_doc" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"doc_name" varchar(255) NOT NULL,
	"doc_url" varchar(1000) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_app_private_doc_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_app_private_doc" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_app_record" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"application_name" varchar(255) NOT NULL,
	"action" varchar(16) NOT NULL,
	"operator_tenant_id" varchar(12) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_app_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_app_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_code_key" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"prefix" varchar(32),
	"date_pattern" varchar(16) NOT NULL,
	"width" integer NOT NULL,
	"reset_period" varchar(16) NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_code_key_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_code_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_code_key_counter" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"code" varchar(64) NOT NULL,
	"period" varchar(8) NOT NULL,
	"value" bigint NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_code_key_counter_tenant_id_code_period_pk" PRIMARY KEY("tenant_id","code","period")
);
--> statement-breakpoint
ALTER TABLE "sys_code_key_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_excel_template" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"function_code" varchar(128) NOT NULL,
	"template_name" varchar(255) NOT NULL,
	"template_url" varchar(1000) NOT NULL,
	"columns" text,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_excel_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_excel_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_op_face_personalize" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"tab_id" varchar(64) DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_op_face_personalize_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_op_face_personalize" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_param" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"param_name" varchar(255) NOT NULL,
	"param_key" varchar(255) NOT NULL,
	"param_value" varchar(4000) NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_param_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_param" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_print_plan" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"menu_code" varchar(128),
	"print_plan_name" varchar(64) NOT NULL,
	"template" text NOT NULL,
	"forbid_reprint" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_print_plan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_print_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_version" (
	"id" bigint NOT NULL,
	"version" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text,
	"address" varchar(1000),
	"show_date" date NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_version_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_source_record" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"added_menu_ids" text DEFAULT '' NOT NULL,
	"removed_menu_ids" text DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_source_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_source_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_shortcut_key" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"key_function" varchar(64) NOT NULL,
	"key_name" varchar(64) NOT NULL,
	"key_type" integer DEFAULT 2 NOT NULL,
	"key_code" varchar(64) NOT NULL,
	"win_shortcuts" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_shortcut_key_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_shortcut_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_tenant_app" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"application_id" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_tenant_app_tenant_id_application_id_pk" PRIMARY KEY("tenant_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "sys_tenant_app" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_tenant_setting" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"name" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_tenant_setting_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "sys_tenant_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "dict_value_zh_hk" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "dict_value_en" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "colour" varchar(32);--> statement-breakpoint
CREATE INDEX "desk_help_doc_menu_idx" ON "desk_help_doc" USING btree ("tenant_id","menu_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "desk_notice_inbox_idx" ON "desk_notice" USING btree ("tenant_id","type","release_time") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "desk_notice_recipient_idx" ON "desk_notice" USING btree ("tenant_id","recipient_user_id") WHERE is_deleted = 0 AND delivery_way = 2;--> statement-breakpoint
CREATE INDEX "sys_app_doc_app_idx" ON "sys_app_doc" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "sys_tenant_app_pact_app_idx" ON "sys_tenant_app_pact" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "sys_app_private_doc_app_idx" ON "sys_app_private_doc" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "sys_app_record_app_idx" ON "sys_app_record" USING btree ("tenant_id","application_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_code_key_code_uq" ON "sys_code_key" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_excel_template_function_uq" ON "sys_excel_template" USING btree ("tenant_id","function_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_op_face_personalize_uq" ON "sys_op_face_personalize" USING btree ("tenant_id","user_id","menu_id","tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_param_key_uq" ON "sys_param" USING btree ("tenant_id","param_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_print_plan_name_uq" ON "sys_print_plan" USING btree ("tenant_id","menu_id","print_plan_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_version_version_uq" ON "sys_version" USING btree ("version") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_version_status_uq" ON "sys_version" USING btree ("status") WHERE is_deleted = 0 AND status > 0;--> statement-breakpoint
CREATE INDEX "sys_role_source_record_role_idx" ON "sys_role_source_record" USING btree ("tenant_id","role_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_shortcut_key_function_uq" ON "sys_shortcut_key" USING btree ("tenant_id","key_function") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_shortcut_key_code_uq" ON "sys_shortcut_key" USING btree ("tenant_id","key_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "desk_favorite_tenant_isolation" ON "desk_favorite" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "desk_help_doc_tenant_isolation" ON "desk_help_doc" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "desk_login_page_tenant_isolation" ON "desk_login_page" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "desk_often_function_tenant_isolation" ON "desk_often_function" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "desk_notice_tenant_isolation" ON "desk_notice" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "desk_notice_read_tenant_isolation" ON "desk_notice_read" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_tenant_app_pact_tenant_isolation" ON "sys_tenant_app_pact" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_app_private_doc_tenant_isolation" ON "sys_app_private_doc" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_app_record_tenant_isolation" ON "sys_app_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_code_key_tenant_isolation" ON "sys_code_key" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_code_key_counter_tenant_isolation" ON "sys_code_key_counter" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_excel_template_tenant_isolation" ON "sys_excel_template" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_op_face_personalize_tenant_isolation" ON "sys_op_face_personalize" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_param_tenant_isolation" ON "sys_param" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_print_plan_tenant_isolation" ON "sys_print_plan" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_role_source_record_tenant_isolation" ON "sys_role_source_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_shortcut_key_tenant_isolation" ON "sys_shortcut_key" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_tenant_app_tenant_isolation" ON "sys_tenant_app" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sys_tenant_setting_tenant_isolation" ON "sys_tenant_setting" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));