ALTER TABLE "srm_purchase_order" ADD COLUMN "instance_id" bigint;--> statement-breakpoint
ALTER TABLE "srm_receipt" ADD COLUMN "wms_receipt_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "srm_receipt" ADD COLUMN "wms_receipt_code" varchar(32) NOT NULL;