CREATE TABLE "insider_card_mode" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"scope" varchar(8) NOT NULL,
	"electronic_card" integer NOT NULL,
	"physical_card" integer NOT NULL,
	"card_prefix" varchar(6) NOT NULL,
	"card_length" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insider_card_mode_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "insider_card_mode" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_coin_config" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"enabled" integer NOT NULL,
	"coin_name" varchar(16) NOT NULL,
	"coins_per_yuan" integer NOT NULL,
	"expiry_months" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_coin_config_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_coin_config" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "insider_card_mode_tenant_isolation" ON "insider_card_mode" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ledger_coin_config_tenant_isolation" ON "ledger_coin_config" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));