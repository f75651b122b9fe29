CREATE TABLE "micro_app_report" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"duration_ms" integer,
	"message" varchar(2000),
	"user_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "micro_app_report_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "micro_app_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "micro_app_report_time_idx" ON "micro_app_report" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE POLICY "micro_app_report_tenant_isolation" ON "micro_app_report" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));