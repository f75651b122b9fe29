CREATE TABLE "sms_mkt_campaign" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"dept_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"audience_kind" varchar(8) NOT NULL,
	"audience_id" bigint,
	"phone_list" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"send_at" timestamp with time zone,
	"quiet_start" varchar(5) DEFAULT '21:00' NOT NULL,
	"quiet_end" varchar(5) DEFAULT '08:00' NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"cost_fen" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_mkt_campaign_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_campaign" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_mkt_company" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"provider" varchar(16) DEFAULT 'fake' NOT NULL,
	"price_fen" integer NOT NULL,
	"rate_per_second" integer DEFAULT 100 NOT NULL,
	"next_slot_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_mkt_company_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_company" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_mkt_dept" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"company_id" bigint NOT NULL,
	"quota_fen" integer NOT NULL,
	"spent_fen" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_mkt_dept_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sms_mkt_dept_quota_ck" CHECK ("sms_mkt_dept"."spent_fen" >= 0 AND "sms_mkt_dept"."spent_fen" <= "sms_mkt_dept"."quota_fen")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_dept" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_mkt_opt_out" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"phone" varchar(11) NOT NULL,
	"source" varchar(8) DEFAULT 'manual' NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_mkt_opt_out_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_opt_out" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_mkt_recipient" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"phone" varchar(11) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"cost_fen" integer DEFAULT 0 NOT NULL,
	"error" varchar(32),
	"sent_time" timestamp with time zone,
	"receipt_time" timestamp with time zone,
	CONSTRAINT "sms_mkt_recipient_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_recipient" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_mkt_signature" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(20) NOT NULL,
	"company_id" bigint NOT NULL,
	"audit_status" integer DEFAULT 0 NOT NULL,
	"audit_remark" varchar(255),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_mkt_signature_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_signature" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_mkt_template" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"signature_id" bigint NOT NULL,
	"content" varchar(300) NOT NULL,
	"audit_status" integer DEFAULT 0 NOT NULL,
	"audit_remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_mkt_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_mkt_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sms_mkt_campaign_time_idx" ON "sms_mkt_campaign" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_mkt_company_code_uq" ON "sms_mkt_company" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_mkt_dept_name_uq" ON "sms_mkt_dept" USING btree ("tenant_id","name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_mkt_opt_out_phone_uq" ON "sms_mkt_opt_out" USING btree ("tenant_id","phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_mkt_recipient_uq" ON "sms_mkt_recipient" USING btree ("tenant_id","campaign_id","phone");--> statement-breakpoint
CREATE INDEX "sms_mkt_recipient_status_idx" ON "sms_mkt_recipient" USING btree ("tenant_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "sms_mkt_recipient_phone_idx" ON "sms_mkt_recipient" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_mkt_signature_name_uq" ON "sms_mkt_signature" USING btree ("tenant_id","name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_mkt_template_name_uq" ON "sms_mkt_template" USING btree ("tenant_id","name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "sms_mkt_campaign_tenant_isolation" ON "sms_mkt_campaign" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_mkt_company_tenant_isolation" ON "sms_mkt_company" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_mkt_dept_tenant_isolation" ON "sms_mkt_dept" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_mkt_opt_out_tenant_isolation" ON "sms_mkt_opt_out" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_mkt_recipient_tenant_isolation" ON "sms_mkt_recipient" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_mkt_signature_tenant_isolation" ON "sms_mkt_signature" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_mkt_template_tenant_isolation" ON "sms_mkt_template" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));