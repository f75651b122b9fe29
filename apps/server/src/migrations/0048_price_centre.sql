CREATE TABLE "price_anomaly" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"goods_id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	"order_id" bigint,
	"price_fen" integer NOT NULL,
	"limit_value" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"note" varchar(255),
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"fingerprint" varchar(96) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_anomaly_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_anomaly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_change_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"old_price_fen" integer,
	"new_price_fen" integer NOT NULL,
	CONSTRAINT "price_change_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_change_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_change_order" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"title" varchar(64) NOT NULL,
	"list_id" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"instance_id" bigint,
	"submitter_id" bigint,
	"locale" varchar(8) DEFAULT 'zh_CN' NOT NULL,
	"applied_at" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_change_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_change_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_guard" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"cost_fen" integer NOT NULL,
	"min_price_fen" integer,
	"reference_fen" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_guard_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_guard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_history" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"old_price_fen" integer,
	"new_price_fen" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_list" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"scope" varchar(16) NOT NULL,
	"scope_value" varchar(64),
	"shop_ids" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"min_margin_bp" integer,
	"max_margin_bp" integer,
	"max_deviation_bp" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_list_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_list" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_list_item" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"mode" varchar(8) DEFAULT 'fixed' NOT NULL,
	"price_fen" integer,
	"base_list_id" bigint,
	"discount_bp" integer,
	"surcharge_fen" integer,
	"rounding" varchar(4) DEFAULT 'none' NOT NULL,
	"last_order_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_list_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_list_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_strategy" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value_bp" integer NOT NULL,
	"follow_list_id" bigint,
	"rounding" varchar(4) DEFAULT 'none' NOT NULL,
	"min_margin_bp" integer,
	"max_margin_bp" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_strategy_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_strategy" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "price_anomaly_open_uq" ON "price_anomaly" USING btree ("tenant_id","fingerprint") WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX "price_anomaly_status_idx" ON "price_anomaly" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "price_change_line_goods_uq" ON "price_change_line" USING btree ("tenant_id","order_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_change_order_code_uq" ON "price_change_order" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "price_change_order_status_idx" ON "price_change_order" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "price_guard_goods_uq" ON "price_guard" USING btree ("tenant_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_order_goods_uq" ON "price_history" USING btree ("tenant_id","order_id","goods_id");--> statement-breakpoint
CREATE INDEX "price_history_goods_idx" ON "price_history" USING btree ("tenant_id","goods_id","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_code_uq" ON "price_list" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_item_goods_uq" ON "price_list_item" USING btree ("tenant_id","list_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "price_list_item_goods_idx" ON "price_list_item" USING btree ("tenant_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_strategy_code_uq" ON "price_strategy" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "price_anomaly_tenant_isolation" ON "price_anomaly" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_change_line_tenant_isolation" ON "price_change_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_change_order_tenant_isolation" ON "price_change_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_guard_tenant_isolation" ON "price_guard" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_history_tenant_isolation" ON "price_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_list_tenant_isolation" ON "price_list" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_list_item_tenant_isolation" ON "price_list_item" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "price_strategy_tenant_isolation" ON "price_strategy" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));