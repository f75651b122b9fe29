-- drizzle-kit emits ENABLE but never FORCE: the price centre's tables are tenant tables too.
ALTER TABLE price_list FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_list_item FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_guard FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_strategy FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_change_order FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_change_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_history FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_anomaly FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- the price history is append-only: the app role may add rows, never change or remove them
REVOKE UPDATE, DELETE ON price_history FROM storedesk_app;
