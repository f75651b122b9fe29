-- drizzle-kit emits ENABLE but never FORCE: the warehouse's tables are tenant tables too.
ALTER TABLE wms_warehouse FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_zone FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_bin FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_lot FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_stock FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_ledger FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_receipt FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_receipt_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_pick FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_pick_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_stocktake FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wms_stocktake_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The stock ledger is append-only: on hand is always the sum of its rows, so none may change or go.
-- The app role lacks the privilege, and a trigger refuses the owner too (only a migration could drop it).
REVOKE UPDATE, DELETE, TRUNCATE ON wms_ledger FROM storedesk_app;--> statement-breakpoint
CREATE FUNCTION wms_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wms append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER wms_ledger_append_only BEFORE UPDATE OR DELETE ON wms_ledger
  FOR EACH ROW EXECUTE FUNCTION wms_refuse_change();--> statement-breakpoint
CREATE TRIGGER wms_ledger_no_truncate BEFORE TRUNCATE ON wms_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION wms_refuse_change();
