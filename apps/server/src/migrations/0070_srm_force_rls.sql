-- drizzle-kit emits ENABLE but never FORCE: the SRM area's tables are tenant tables too.
ALTER TABLE srm_supplier FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE srm_qualification FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE srm_purchase_order FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE srm_purchase_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE srm_receipt FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE srm_invoice FORCE ROW LEVEL SECURITY;
