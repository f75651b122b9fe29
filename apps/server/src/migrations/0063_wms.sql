CREATE TABLE "wms_bin" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"zone_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"frozen_by" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wms_bin_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_bin" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_ledger" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"bin_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"doc_id" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_ledger_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_lot" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"lot_no" varchar(32) NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_lot_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_lot" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_pick" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_pick_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_pick" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_pick_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"pick_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"bin_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "wms_pick_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_pick_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_receipt" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_receipt_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_receipt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_receipt_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"bin_id" bigint NOT NULL,
	"lot_no" varchar(32),
	"production_date" date,
	"expiry_date" date,
	"qty" integer NOT NULL,
	CONSTRAINT "wms_receipt_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_receipt_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_stock" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"goods_id" bigint NOT NULL,
	"bin_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wms_stock_tenant_id_goods_id_bin_id_lot_id_pk" PRIMARY KEY("tenant_id","goods_id","bin_id","lot_id"),
	CONSTRAINT "wms_stock_not_negative" CHECK (on_hand >= 0 AND reserved >= 0 AND available >= 0),
	CONSTRAINT "wms_stock_balanced" CHECK (available = on_hand - reserved)
);
--> statement-breakpoint
ALTER TABLE "wms_stock" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_stocktake" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_stocktake_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_stocktake" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_stocktake_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"stocktake_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"bin_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"book_qty" integer NOT NULL,
	"counted_qty" integer,
	CONSTRAINT "wms_stocktake_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_stocktake_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_warehouse" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"address" varchar(255),
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wms_warehouse_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_warehouse" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wms_zone" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wms_zone_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wms_zone" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "wms_bin_code_uq" ON "wms_bin" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "wms_ledger_stock_idx" ON "wms_ledger" USING btree ("tenant_id","goods_id","bin_id","lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_lot_goods_lot_uq" ON "wms_lot" USING btree ("tenant_id","goods_id","lot_no");--> statement-breakpoint
CREATE INDEX "wms_pick_line_pick_idx" ON "wms_pick_line" USING btree ("tenant_id","pick_id");--> statement-breakpoint
CREATE INDEX "wms_receipt_line_receipt_idx" ON "wms_receipt_line" USING btree ("tenant_id","receipt_id");--> statement-breakpoint
CREATE INDEX "wms_stock_bin_idx" ON "wms_stock" USING btree ("tenant_id","bin_id");--> statement-breakpoint
CREATE INDEX "wms_stocktake_line_doc_idx" ON "wms_stocktake_line" USING btree ("tenant_id","stocktake_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_warehouse_code_uq" ON "wms_warehouse" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "wms_zone_code_uq" ON "wms_zone" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "wms_bin_tenant_isolation" ON "wms_bin" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_ledger_tenant_isolation" ON "wms_ledger" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_lot_tenant_isolation" ON "wms_lot" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_pick_tenant_isolation" ON "wms_pick" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_pick_line_tenant_isolation" ON "wms_pick_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_receipt_tenant_isolation" ON "wms_receipt" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_receipt_line_tenant_isolation" ON "wms_receipt_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_stock_tenant_isolation" ON "wms_stock" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_stocktake_tenant_isolation" ON "wms_stocktake" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_stocktake_line_tenant_isolation" ON "wms_stocktake_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_warehouse_tenant_isolation" ON "wms_warehouse" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wms_zone_tenant_isolation" ON "wms_zone" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));