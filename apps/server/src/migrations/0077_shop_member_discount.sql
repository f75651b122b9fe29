ALTER TABLE "shop_order" ADD COLUMN "member_discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD COLUMN "member_discount_fen" integer DEFAULT 0 NOT NULL;