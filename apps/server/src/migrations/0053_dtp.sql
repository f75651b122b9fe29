CREATE TABLE "dtp_dispense" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"prescription_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"drug_id" bigint NOT NULL,
	"lot_no" varchar(32) NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"dispenser_id" bigint NOT NULL,
	"checker_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtp_dispense_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "dtp_dispense_two_people" CHECK ("dtp_dispense"."dispenser_id" <> "dtp_dispense"."checker_id")
);
--> statement-breakpoint
ALTER TABLE "dtp_dispense" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_drug" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"trade_name" varchar(128) NOT NULL,
	"generic_name" varchar(128) NOT NULL,
	"dosage_form" varchar(32),
	"strength" varchar(64),
	"pack_spec" varchar(64),
	"manufacturer" varchar(128),
	"mah" varchar(128),
	"approval_number" varchar(64) NOT NULL,
	"approval_valid_to" date NOT NULL,
	"category" varchar(8) NOT NULL,
	"control_flags" varchar(128),
	"max_qty_per_sale" integer,
	"max_daily_mg" integer,
	"pregnancy_risk" integer DEFAULT 0 NOT NULL,
	"storage" varchar(64),
	"insurance_code" varchar(32),
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dtp_drug_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_drug" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_drug_review" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"drug_id" bigint NOT NULL,
	"customer_name" varchar(32) NOT NULL,
	"rating" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reply" varchar(500),
	"reply_user" bigint,
	"reply_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtp_drug_review_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_drug_review" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_patient" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(32) NOT NULL,
	"gender" integer NOT NULL,
	"birth_date" date,
	"id_card" varchar(18),
	"phone" varchar(11),
	"member_id" bigint,
	"weight_kg" integer,
	"allergies" varchar(255),
	"chronic_conditions" varchar(255),
	"pregnancy" integer DEFAULT 0 NOT NULL,
	"consent" integer DEFAULT 0 NOT NULL,
	"consent_date" date,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dtp_patient_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_patient" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_prescription" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"rx_no" varchar(32) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" bigint,
	"patient_id" bigint NOT NULL,
	"source" varchar(12) NOT NULL,
	"prescriber" varchar(32) NOT NULL,
	"hospital" varchar(64) NOT NULL,
	"diagnosis" varchar(255) NOT NULL,
	"status" varchar(12) NOT NULL,
	"check_level" varchar(5),
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtp_prescription_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_prescription" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_prescription_item" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"prescription_id" bigint NOT NULL,
	"drug_id" bigint NOT NULL,
	"dose_mg" integer NOT NULL,
	"times_per_day" integer NOT NULL,
	"days" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "dtp_prescription_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_prescription_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_rule_pair" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"term_a" varchar(64) NOT NULL,
	"term_b" varchar(64) NOT NULL,
	"level" varchar(5) NOT NULL,
	"note" varchar(255) NOT NULL,
	CONSTRAINT "dtp_rule_pair_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_rule_pair" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dtp_rx_action" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"prescription_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"action" varchar(12) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"actor_id" bigint,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtp_rx_action_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dtp_rx_action" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "dtp_dispense_item_uq" ON "dtp_dispense" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dtp_drug_goods_uq" ON "dtp_drug" USING btree ("tenant_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "dtp_drug_review_drug_idx" ON "dtp_drug_review" USING btree ("tenant_id","drug_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dtp_patient_id_card_uq" ON "dtp_patient" USING btree ("tenant_id","id_card") WHERE is_deleted = 0 AND id_card IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dtp_prescription_version_uq" ON "dtp_prescription" USING btree ("tenant_id","rx_no","version");--> statement-breakpoint
CREATE INDEX "dtp_prescription_status_idx" ON "dtp_prescription" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "dtp_prescription_patient_idx" ON "dtp_prescription" USING btree ("tenant_id","patient_id");--> statement-breakpoint
CREATE INDEX "dtp_prescription_item_rx_idx" ON "dtp_prescription_item" USING btree ("tenant_id","prescription_id");--> statement-breakpoint
CREATE INDEX "dtp_rule_pair_kind_idx" ON "dtp_rule_pair" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "dtp_rx_action_seq_uq" ON "dtp_rx_action" USING btree ("tenant_id","prescription_id","seq");--> statement-breakpoint
CREATE POLICY "dtp_dispense_tenant_isolation" ON "dtp_dispense" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_drug_tenant_isolation" ON "dtp_drug" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_drug_review_tenant_isolation" ON "dtp_drug_review" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_patient_tenant_isolation" ON "dtp_patient" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_prescription_tenant_isolation" ON "dtp_prescription" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_prescription_item_tenant_isolation" ON "dtp_prescription_item" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_rule_pair_tenant_isolation" ON "dtp_rule_pair" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dtp_rx_action_tenant_isolation" ON "dtp_rx_action" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));