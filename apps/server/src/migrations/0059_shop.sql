CREATE TABLE "shop_goods" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_code" varchar(32) NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"rx" integer NOT NULL,
	"list_fen" integer NOT NULL,
	"class_id" bigint,
	"brand_id" bigint,
	"category" varchar(32) NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"on_shelf" integer DEFAULT 1 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_goods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_goods_stock_ck" CHECK (stock >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_goods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_order" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(24) NOT NULL,
	"buyer_name" varchar(32) NOT NULL,
	"buyer_phone" varchar(16) NOT NULL,
	"member_id" bigint,
	"delivery_type" varchar(8) NOT NULL,
	"address" varchar(255),
	"original_fen" integer NOT NULL,
	"discount_fen" integer NOT NULL,
	"payable_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"payment_method" integer,
	"payment_ref" varchar(64),
	"carrier" varchar(32),
	"tracking_no" varchar(64),
	"buyer_remark" varchar(255),
	"remark" varchar(255),
	"cancel_reason" varchar(64),
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_order_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"shop_goods_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_code" varchar(32) NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"rx" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"discount_fen" integer NOT NULL,
	"payable_fen" integer NOT NULL,
	CONSTRAINT "shop_order_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_order_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_order_log" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(24) NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24),
	"note" varchar(255),
	"user_id" bigint,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_order_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_setting" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"mall_name" varchar(64) NOT NULL,
	"logo" varchar(255),
	"intro" varchar(500),
	"service_phone" varchar(32),
	"is_open" integer NOT NULL,
	"pickup_enabled" integer NOT NULL,
	"mini_app_audit_status" varchar(16) DEFAULT 'none' NOT NULL,
	"payment" jsonb NOT NULL,
	"cancel_minutes" integer NOT NULL,
	"buyer_cancel_unpaid" integer NOT NULL,
	"buyer_cancel_paid" integer NOT NULL,
	"cancel_reasons" jsonb NOT NULL,
	"auto_complete_days" integer NOT NULL,
	"new_order_voice" integer NOT NULL,
	"refund_order_voice" integer NOT NULL,
	"voice_time" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_setting_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "shop_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_goods_goods_uq" ON "shop_goods" USING btree ("tenant_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_no_uq" ON "shop_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_key_uq" ON "shop_order" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "shop_order_status_idx" ON "shop_order" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE INDEX "shop_order_line_order_idx" ON "shop_order_line" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "shop_order_log_order_idx" ON "shop_order_log" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE POLICY "shop_goods_tenant_isolation" ON "shop_goods" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_order_tenant_isolation" ON "shop_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_order_line_tenant_isolation" ON "shop_order_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_order_log_tenant_isolation" ON "shop_order_log" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_setting_tenant_isolation" ON "shop_setting" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));