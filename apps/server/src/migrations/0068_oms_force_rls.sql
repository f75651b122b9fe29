-- drizzle-kit emits ENABLE but never FORCE: the OMS area's tables are tenant tables too.
ALTER TABLE oms_order FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE oms_order_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE oms_order_log FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE oms_rule FORCE ROW LEVEL SECURITY;
