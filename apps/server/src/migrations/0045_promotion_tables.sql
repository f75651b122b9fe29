CREATE TABLE "prom_activity" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"prom_type" integer NOT NULL,
	"form" varchar(24) NOT NULL,
	"scene_code" varchar(32),
	"layer" varchar(16) NOT NULL,
	"exclusivity" varchar(16) NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"weekdays" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"tiers" jsonb NOT NULL,
	"per_member_limit" integer,
	"total_limit" integer,
	"budget_fen" bigint,
	"used_fen" bigint DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"process_instance_id" bigint,
	"slogan" varchar(128),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prom_activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_channel" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prom_channel_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_channel" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_config" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"config_key" varchar(48) NOT NULL,
	"config_value" jsonb NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prom_config_tenant_id_config_key_pk" PRIMARY KEY("tenant_id","config_key")
);
--> statement-breakpoint
ALTER TABLE "prom_config" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_coupon" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'unused' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prom_coupon_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_coupon" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_coupon_template" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"face_fen" integer DEFAULT 0 NOT NULL,
	"rate_permille" integer,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"per_member_limit" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prom_coupon_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_coupon_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_redemption" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"activity_id" bigint NOT NULL,
	"coupon_id" bigint,
	"member_id" bigint,
	"shop_id" bigint,
	"order_no" varchar(64),
	"amount_fen" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prom_redemption_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_redemption" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_scene" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prom_scene_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_scene" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_slogan" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"scene_code" varchar(32) NOT NULL,
	"content" varchar(128) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prom_slogan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_slogan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prom_way" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"prom_way" varchar(24) NOT NULL,
	"prom_type" integer NOT NULL,
	"prom_scene" varchar(32) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prom_way_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_way" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "prom_activity_code_uq" ON "prom_activity" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "prom_activity_status_idx" ON "prom_activity" USING btree ("tenant_id","status","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "prom_channel_code_uq" ON "prom_channel" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "prom_coupon_member_idx" ON "prom_coupon" USING btree ("tenant_id","member_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prom_coupon_template_code_uq" ON "prom_coupon_template" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "prom_redemption_key_uq" ON "prom_redemption" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "prom_redemption_member_idx" ON "prom_redemption" USING btree ("tenant_id","activity_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prom_scene_code_uq" ON "prom_scene" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "prom_slogan_scene_idx" ON "prom_slogan" USING btree ("tenant_id","scene_code");--> statement-breakpoint
CREATE UNIQUE INDEX "prom_way_uq" ON "prom_way" USING btree ("tenant_id","prom_way","prom_type","prom_scene") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "prom_activity_tenant_isolation" ON "prom_activity" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_channel_tenant_isolation" ON "prom_channel" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_config_tenant_isolation" ON "prom_config" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_coupon_tenant_isolation" ON "prom_coupon" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_coupon_template_tenant_isolation" ON "prom_coupon_template" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_redemption_tenant_isolation" ON "prom_redemption" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_scene_tenant_isolation" ON "prom_scene" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_slogan_tenant_isolation" ON "prom_slogan" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "prom_way_tenant_isolation" ON "prom_way" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));