-- drizzle-kit emits ENABLE but never FORCE: the after-sale tables are tenant tables too.
ALTER TABLE shop_after_sale FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_after_sale_line FORCE ROW LEVEL SECURITY;
