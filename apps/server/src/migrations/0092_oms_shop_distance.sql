ALTER TABLE "oms_rule" ALTER COLUMN "warehouse_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oms_rule" ADD COLUMN "shop_id" bigint;--> statement-breakpoint
ALTER TABLE "wms_warehouse" ADD COLUMN "shop_id" bigint;--> statement-breakpoint
ALTER TABLE "wms_warehouse" ADD COLUMN "latitude" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "wms_warehouse" ADD COLUMN "longitude" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "oms_rule" ADD CONSTRAINT "oms_rule_one_target" CHECK (("oms_rule"."warehouse_id" is null) <> ("oms_rule"."shop_id" is null));