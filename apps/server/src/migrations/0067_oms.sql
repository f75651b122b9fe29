CREATE TABLE "oms_order" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"source_no" varchar(40) NOT NULL,
	"status" varchar(16) NOT NULL,
	"held_from" varchar(16),
	"receiver_name" varchar(32) NOT NULL,
	"receiver_phone" varchar(16) NOT NULL,
	"region" varchar(32) NOT NULL,
	"address" varchar(255) NOT NULL,
	"warehouse_id" bigint,
	"parent_id" bigint,
	"pick_id" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oms_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "oms_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "oms_order_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "oms_order_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "oms_order_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "oms_order_log" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"note" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oms_order_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "oms_order_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "oms_rule" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"priority" integer NOT NULL,
	"channel" varchar(16),
	"region" varchar(32),
	"warehouse_id" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "oms_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "oms_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "oms_order_code_uq" ON "oms_order" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "oms_order_source_uq" ON "oms_order" USING btree ("tenant_id","channel","source_no") WHERE parent_id IS NULL;--> statement-breakpoint
CREATE INDEX "oms_order_status_idx" ON "oms_order" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE INDEX "oms_order_pick_idx" ON "oms_order" USING btree ("tenant_id","pick_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oms_order_line_goods_uq" ON "oms_order_line" USING btree ("tenant_id","order_id","goods_id");--> statement-breakpoint
CREATE INDEX "oms_order_log_order_idx" ON "oms_order_log" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE POLICY "oms_order_tenant_isolation" ON "oms_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "oms_order_line_tenant_isolation" ON "oms_order_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "oms_order_log_tenant_isolation" ON "oms_order_log" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "oms_rule_tenant_isolation" ON "oms_rule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));