CREATE TABLE "prom_coupon_issue" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"template_id" bigint NOT NULL,
	"pack_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"cursor" bigint,
	"error" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prom_coupon_issue_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "prom_coupon_issue" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "prom_coupon" ADD COLUMN "issue_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "prom_coupon_issue_key_uq" ON "prom_coupon_issue" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "prom_coupon_issue_member_uq" ON "prom_coupon" USING btree ("tenant_id","issue_id","member_id") WHERE issue_id is not null;--> statement-breakpoint
CREATE POLICY "prom_coupon_issue_tenant_isolation" ON "prom_coupon_issue" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));