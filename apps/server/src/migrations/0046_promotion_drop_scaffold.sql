DROP POLICY "promotion_item_tenant_isolation" ON "promotion_item" CASCADE;--> statement-breakpoint
DROP TABLE "promotion_item" CASCADE;