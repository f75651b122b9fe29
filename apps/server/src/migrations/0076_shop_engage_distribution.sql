CREATE TABLE "engage_commission_entry" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"distributor_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"frozen_fen" integer NOT NULL,
	"available_fen" integer NOT NULL,
	"order_no" varchar(32),
	"withdrawal_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_commission_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_commission_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_commission_rule" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"level" integer NOT NULL,
	"goods_id" bigint,
	"rate_bp" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_commission_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_commission_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_dist_order" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"distributor_id" bigint NOT NULL,
	"commission_fen" integer NOT NULL,
	"cancelled_fen" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) NOT NULL,
	"release_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_dist_order_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "engage_dist_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_distributor" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"code" varchar(16) NOT NULL,
	"level" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"refuse_reason" varchar(64),
	"frozen_fen" integer DEFAULT 0 NOT NULL,
	"available_fen" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_distributor_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_distributor_balance_ck" CHECK (frozen_fen >= 0 AND available_fen >= 0)
);
--> statement-breakpoint
ALTER TABLE "engage_distributor" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_withdrawal" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"distributor_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"reason" varchar(64),
	"review_user" bigint,
	"review_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_withdrawal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_withdrawal_amount_ck" CHECK (amount_fen > 0)
);
--> statement-breakpoint
ALTER TABLE "engage_withdrawal" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "engage_commission_entry_distributor_idx" ON "engage_commission_entry" USING btree ("tenant_id","distributor_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_commission_rule_uq" ON "engage_commission_rule" USING btree ("tenant_id","level",coalesce(goods_id, 0));--> statement-breakpoint
CREATE INDEX "engage_dist_order_distributor_idx" ON "engage_dist_order" USING btree ("tenant_id","distributor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_distributor_member_uq" ON "engage_distributor" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_distributor_code_uq" ON "engage_distributor" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "engage_withdrawal_status_idx" ON "engage_withdrawal" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE POLICY "engage_commission_entry_tenant_isolation" ON "engage_commission_entry" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_commission_rule_tenant_isolation" ON "engage_commission_rule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_dist_order_tenant_isolation" ON "engage_dist_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_distributor_tenant_isolation" ON "engage_distributor" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_withdrawal_tenant_isolation" ON "engage_withdrawal" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));