CREATE TABLE "shop_member_coupon_grant" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"member_id" bigint NOT NULL,
	"month" varchar(7) NOT NULL,
	"plan_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_member_coupon_grant_tenant_id_member_id_month_pk" PRIMARY KEY("tenant_id","member_id","month")
);
--> statement-breakpoint
ALTER TABLE "shop_member_coupon_grant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shop_member_plan" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
CREATE POLICY "shop_member_coupon_grant_tenant_isolation" ON "shop_member_coupon_grant" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));