ALTER TABLE "shop_activity" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_activity_bargain" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "shop_activity_purchase" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "shop_activity_team_member" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "source_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "source_activity_id" bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "source_record_id" bigint;