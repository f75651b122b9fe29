-- drizzle-kit emits ENABLE but never FORCE: the member ledgers are tenant tables too.
ALTER TABLE ledger_event FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_account FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_entry FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_points_lot FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_points_allocation FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_grade_change FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_points_rule FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The ledgers are append-only: the app role may add rows but never change or remove them.
REVOKE UPDATE, DELETE ON ledger_event, ledger_entry, ledger_points_allocation, ledger_grade_change FROM storedesk_app;
