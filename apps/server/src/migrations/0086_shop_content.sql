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
CREATE INDEX "content_help_article_category_idx" ON "content_help_article" USING btree ("tenant_id","category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "content_help_category_name_uq" ON "content_help_category" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE POLICY "content_help_article_tenant_isolation" ON "content_help_article" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "content_help_category_tenant_isolation" ON "content_help_category" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));