CREATE TABLE "price_tag_job" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"last_printed_at" timestamp with time zone,
	"last_printed_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_tag_job_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_tag_job" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_tag_job_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"old_price_fen" integer,
	"new_price_fen" integer NOT NULL,
	CONSTRAINT "price_tag_job_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_tag_job_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_tag_template" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"layout" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_tag_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_tag_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "price_tag_job_order_uq" ON "price_tag_job" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tag_job_line_goods_uq" ON "price_tag_job_line" USING btree ("tenant_id","job_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tag_template_name_uq" ON "price_tag_template" USING btree ("tenant_id","name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "price_tag_job_tenant_isolation" ON "price_tag_job" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_tag_job_line_tenant_isolation" ON "price_tag_job_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_tag_template_tenant_isolation" ON "price_tag_template" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));