CREATE TABLE "srm_invoice" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"invoice_no" varchar(64) NOT NULL,
	"invoice_date" date NOT NULL,
	"qty" integer NOT NULL,
	"amount" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "srm_invoice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "srm_invoice_ck" CHECK (qty > 0 AND amount >= 0)
);
--> statement-breakpoint
ALTER TABLE "srm_invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "srm_purchase_line" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "srm_purchase_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "srm_purchase_line_ck" CHECK (qty > 0 AND unit_price >= 0)
);
--> statement-breakpoint
ALTER TABLE "srm_purchase_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "srm_purchase_order" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"total_amount" bigint NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "srm_purchase_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "srm_purchase_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "srm_qualification" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"number" varchar(64) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "srm_qualification_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "srm_qualification_dates_ck" CHECK (valid_from <= valid_to)
);
--> statement-breakpoint
ALTER TABLE "srm_qualification" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "srm_receipt" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"received_on" date NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "srm_receipt_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "srm_receipt_qty_ck" CHECK (qty > 0)
);
--> statement-breakpoint
ALTER TABLE "srm_receipt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "srm_supplier" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"contact" varchar(64),
	"phone" varchar(20),
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "srm_supplier_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "srm_supplier" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "srm_invoice_order_idx" ON "srm_invoice" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "srm_invoice_line_uq" ON "srm_invoice" USING btree ("tenant_id","invoice_no","line_id");--> statement-breakpoint
CREATE INDEX "srm_purchase_line_order_idx" ON "srm_purchase_line" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "srm_purchase_order_code_uq" ON "srm_purchase_order" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "srm_purchase_order_time_idx" ON "srm_purchase_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "srm_qualification_supplier_idx" ON "srm_qualification" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "srm_receipt_order_idx" ON "srm_receipt" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "srm_supplier_code_uq" ON "srm_supplier" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "srm_invoice_tenant_isolation" ON "srm_invoice" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "srm_purchase_line_tenant_isolation" ON "srm_purchase_line" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "srm_purchase_order_tenant_isolation" ON "srm_purchase_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "srm_qualification_tenant_isolation" ON "srm_qualification" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "srm_receipt_tenant_isolation" ON "srm_receipt" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "srm_supplier_tenant_isolation" ON "srm_supplier" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));