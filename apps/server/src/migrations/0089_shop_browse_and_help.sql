CREATE TABLE "content_help_article" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"sort" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"publish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_help_article_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "content_help_article_status_ck" CHECK (status IN ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "content_help_article" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_help_category" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_help_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_help_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_browse_reward" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"visit_id" bigint NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"reward_kind" varchar(8) NOT NULL,
	"reward_points" integer NOT NULL,
	"coupon_template_id" bigint,
	"seconds" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_browse_reward_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_browse_reward" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_browse_task" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"target_kind" varchar(8) NOT NULL,
	"target" varchar(255) NOT NULL,
	"dwell_seconds" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"reward_kind" varchar(8) NOT NULL,
	"reward_points" integer NOT NULL,
	"coupon_template_id" bigint,
	"visits" integer DEFAULT 0 NOT NULL,
	"rewards" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_browse_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_browse_task_time_ck" CHECK (end_time > start_time),
	CONSTRAINT "engage_browse_task_dwell_ck" CHECK (dwell_seconds > 0)
);
--> statement-breakpoint
ALTER TABLE "engage_browse_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_browse_visit" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "engage_browse_visit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_browse_visit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "content_help_article_category_idx" ON "content_help_article" USING btree ("tenant_id","category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "content_help_category_name_uq" ON "content_help_category" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_browse_reward_once_uq" ON "engage_browse_reward" USING btree ("tenant_id","task_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "engage_browse_reward_task_idx" ON "engage_browse_reward" USING btree ("tenant_id","task_id","create_time");--> statement-breakpoint
CREATE INDEX "engage_browse_task_start_idx" ON "engage_browse_task" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "engage_browse_visit_task_idx" ON "engage_browse_visit" USING btree ("tenant_id","task_id","member_id");--> statement-breakpoint
CREATE POLICY "content_help_article_tenant_isolation" ON "content_help_article" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "content_help_category_tenant_isolation" ON "content_help_category" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_browse_reward_tenant_isolation" ON "engage_browse_reward" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_browse_task_tenant_isolation" ON "engage_browse_task" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_browse_visit_tenant_isolation" ON "engage_browse_visit" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));