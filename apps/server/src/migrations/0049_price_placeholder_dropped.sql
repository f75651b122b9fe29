DROP POLICY "price_item_tenant_isolation" ON "price_item" CASCADE;--> statement-breakpoint
DROP TABLE "price_item" CASCADE;