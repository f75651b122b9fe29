CREATE TABLE "excel_upload_history" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"function_code" varchar(128) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"msg" varchar(500),
	"report_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	CONSTRAINT "excel_upload_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "excel_upload_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "excel_upload_history_user_idx" ON "excel_upload_history" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE POLICY "excel_upload_history_tenant_isolation" ON "excel_upload_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));