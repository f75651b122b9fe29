CREATE TABLE "wlfw_area" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"region_prefixes" text NOT NULL,
	"shop_ids" text,
	"base_fee" integer DEFAULT 0 NOT NULL,
	"per_kg_fee" integer DEFAULT 0 NOT NULL,
	"free_threshold" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wlfw_area_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wlfw_area" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wlfw_pickup_point" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"area_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"address" varchar(255) NOT NULL,
	"opening_hours" varchar(64) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wlfw_pickup_point_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wlfw_pickup_point" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wlfw_service_level" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"level" varchar(16) NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"cutoff" varchar(5) NOT NULL,
	"weekdays" varchar(13) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wlfw_service_level_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wlfw_service_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "wlfw_area_code_uq" ON "wlfw_area" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "wlfw_pickup_point_code_uq" ON "wlfw_pickup_point" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "wlfw_area_tenant_isolation" ON "wlfw_area" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wlfw_pickup_point_tenant_isolation" ON "wlfw_pickup_point" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wlfw_service_level_tenant_isolation" ON "wlfw_service_level" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));