CREATE TABLE "shop_coupon_batch" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"face_fen" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"count" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_batch_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_coupon_batch" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_coupon_code" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"batch_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'unused' NOT NULL,
	"member_id" bigint,
	"channel" varchar(8),
	"redeem_time" timestamp with time zone,
	CONSTRAINT "shop_coupon_code_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_coupon_code" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_gift_card" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"type_id" bigint NOT NULL,
	"card_no" varchar(32) NOT NULL,
	"member_id" bigint,
	"status" varchar(16) DEFAULT 'inactive' NOT NULL,
	"face_fen" integer NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"activate_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_gift_card_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_gift_card_balance_ck" CHECK (balance_fen >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_gift_card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_gift_card_entry" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_fen" integer NOT NULL,
	"balance_fen" integer NOT NULL,
	"order_id" bigint,
	"member_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_gift_card_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_gift_card_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_gift_card_type" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"face_fen" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_gift_card_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_gift_card_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_member_plan" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"period" varchar(8) NOT NULL,
	"price_fen" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"free_shipping" integer NOT NULL,
	"monthly_coupons" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_member_plan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_member_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_member_purchase" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"price_fen" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_member_purchase_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_member_purchase" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_membership" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"member_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_membership_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "shop_membership" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupon_code_code_uq" ON "shop_coupon_code" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "shop_coupon_code_batch_ix" ON "shop_coupon_code" USING btree ("tenant_id","batch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_gift_card_no_uq" ON "shop_gift_card" USING btree ("tenant_id","card_no");--> statement-breakpoint
CREATE INDEX "shop_gift_card_member_ix" ON "shop_gift_card" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "shop_gift_card_entry_card_ix" ON "shop_gift_card_entry" USING btree ("tenant_id","card_id");--> statement-breakpoint
CREATE INDEX "shop_gift_card_entry_order_ix" ON "shop_gift_card_entry" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "shop_member_purchase_member_ix" ON "shop_member_purchase" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE POLICY "shop_coupon_batch_tenant_isolation" ON "shop_coupon_batch" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_coupon_code_tenant_isolation" ON "shop_coupon_code" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_gift_card_tenant_isolation" ON "shop_gift_card" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_gift_card_entry_tenant_isolation" ON "shop_gift_card_entry" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_gift_card_type_tenant_isolation" ON "shop_gift_card_type" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_member_plan_tenant_isolation" ON "shop_member_plan" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_member_purchase_tenant_isolation" ON "shop_member_purchase" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_membership_tenant_isolation" ON "shop_membership" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));