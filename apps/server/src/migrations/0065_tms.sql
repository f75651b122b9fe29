CREATE TABLE "tms_carrier" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"adapter" varchar(16) DEFAULT 'fake' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tms_carrier_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tms_carrier" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tms_carrier_secret" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"carrier_id" bigint NOT NULL,
	"secret" varchar(64) NOT NULL,
	CONSTRAINT "tms_carrier_secret_tenant_id_carrier_id_pk" PRIMARY KEY("tenant_id","carrier_id")
);
--> statement-breakpoint
ALTER TABLE "tms_carrier_secret" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tms_service" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"carrier_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tms_service_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tms_service" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tms_shipment" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"source_ref" varchar(64) NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"receiver_name" varchar(64) NOT NULL,
	"region" varchar(32) NOT NULL,
	"parcels" jsonb NOT NULL,
	"weight" integer NOT NULL,
	"carrier_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"waybill_no" varchar(64),
	"freight" integer,
	"status" varchar(20) NOT NULL,
	"signed_by" varchar(64),
	"signed_at" timestamp with time zone,
	"proof_note" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tms_shipment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tms_shipment_freight_ck" CHECK (freight IS NULL OR freight >= 0)
);
--> statement-breakpoint
ALTER TABLE "tms_shipment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tms_tariff" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"region" varchar(32) NOT NULL,
	"first_weight" integer NOT NULL,
	"first_fee" integer NOT NULL,
	"additional_fee" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tms_tariff_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tms_tariff_fees_ck" CHECK (first_weight > 0 AND first_fee >= 0 AND additional_fee >= 0)
);
--> statement-breakpoint
ALTER TABLE "tms_tariff" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tms_tracking_event" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"shipment_id" bigint NOT NULL,
	"event_key" varchar(64) NOT NULL,
	"status" varchar(20) NOT NULL,
	"location" varchar(64),
	"note" varchar(255),
	"occurred_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tms_tracking_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tms_tracking_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "tms_carrier_code_uq" ON "tms_carrier" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tms_service_code_uq" ON "tms_service" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tms_shipment_waybill_uq" ON "tms_shipment" USING btree ("tenant_id","waybill_no");--> statement-breakpoint
CREATE INDEX "tms_shipment_time_idx" ON "tms_shipment" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tms_tariff_region_uq" ON "tms_tariff" USING btree ("tenant_id","service_id","region") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tms_tracking_event_key_uq" ON "tms_tracking_event" USING btree ("tenant_id","shipment_id","event_key");--> statement-breakpoint
CREATE POLICY "tms_carrier_tenant_isolation" ON "tms_carrier" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tms_carrier_secret_tenant_isolation" ON "tms_carrier_secret" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tms_service_tenant_isolation" ON "tms_service" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tms_shipment_tenant_isolation" ON "tms_shipment" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tms_tariff_tenant_isolation" ON "tms_tariff" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tms_tracking_event_tenant_isolation" ON "tms_tracking_event" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));