CREATE TABLE "shop_after_sale" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"after_sale_no" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"type" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"refuse_reason" varchar(64),
	"refund_ref" varchar(64),
	"review_user" bigint,
	"review_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_after_sale_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_after_sale" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_after_sale_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "shop_after_sale_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_after_sale_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "refunded_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD COLUMN "claimed_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD COLUMN "claimed_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD COLUMN "refunded_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_after_sale_no_uq" ON "shop_after_sale" USING btree ("tenant_id","after_sale_no");--> statement-breakpoint
CREATE INDEX "shop_after_sale_order_idx" ON "shop_after_sale" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "shop_after_sale_status_idx" ON "shop_after_sale" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE INDEX "shop_after_sale_line_idx" ON "shop_after_sale_line" USING btree ("tenant_id","after_sale_id");--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_refunded_ck" CHECK (refunded_fen <= paid_fen);--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD CONSTRAINT "shop_order_line_claim_ck" CHECK (claimed_fen <= payable_fen AND claimed_qty <= quantity);--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD CONSTRAINT "shop_order_line_refunded_ck" CHECK (refunded_fen <= claimed_fen);--> statement-breakpoint
CREATE POLICY "shop_after_sale_tenant_isolation" ON "shop_after_sale" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_after_sale_line_tenant_isolation" ON "shop_after_sale_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));