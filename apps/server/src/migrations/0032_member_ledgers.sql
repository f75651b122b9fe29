CREATE TABLE "ledger_account" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_account_tenant_id_member_id_kind_pk" PRIMARY KEY("tenant_id","member_id","kind"),
	CONSTRAINT "ledger_account_balance_not_negative" CHECK (balance >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"change_type" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"lot_id" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_event" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"event_key" varchar(64) NOT NULL,
	"member_id" bigint NOT NULL,
	"action" varchar(24) NOT NULL,
	"reverses" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ledger_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_grade_change" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"old_grade_id" bigint,
	"new_grade_id" bigint,
	"growth_value" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_grade_change_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ledger_grade_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_points_allocation" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"event_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_points_allocation_tenant_id_event_id_lot_id_pk" PRIMARY KEY("tenant_id","event_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_points_allocation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_points_lot" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"frozen_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_points_lot_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ledger_points_lot_remaining" CHECK (remaining >= 0 AND remaining <= amount)
);
--> statement-breakpoint
ALTER TABLE "ledger_points_lot" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_points_rule" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"points_per_yuan" numeric(8, 2) NOT NULL,
	"expiry_months" integer NOT NULL,
	"freeze_days" integer NOT NULL,
	"enabled" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_points_rule_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_points_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "ledger_entry_member_idx" ON "ledger_entry" USING btree ("tenant_id","member_id","kind","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_event_idx" ON "ledger_entry" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_event_key_uq" ON "ledger_event" USING btree ("tenant_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_event_reverses_uq" ON "ledger_event" USING btree ("tenant_id","reverses") WHERE reverses IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_grade_change_member_idx" ON "ledger_grade_change" USING btree ("tenant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_points_lot_member_idx" ON "ledger_points_lot" USING btree ("tenant_id","member_id","expires_at");--> statement-breakpoint
CREATE INDEX "ledger_points_lot_expiry_idx" ON "ledger_points_lot" USING btree ("tenant_id","expires_at") WHERE remaining > 0;--> statement-breakpoint
CREATE INDEX "ledger_points_lot_frozen_idx" ON "ledger_points_lot" USING btree ("tenant_id","frozen_until") WHERE frozen = 1;--> statement-breakpoint
CREATE POLICY "ledger_account_tenant_isolation" ON "ledger_account" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_entry_tenant_isolation" ON "ledger_entry" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_event_tenant_isolation" ON "ledger_event" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_grade_change_tenant_isolation" ON "ledger_grade_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_points_allocation_tenant_isolation" ON "ledger_points_allocation" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_points_lot_tenant_isolation" ON "ledger_points_lot" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_points_rule_tenant_isolation" ON "ledger_points_rule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));