-- drizzle-kit emits ENABLE but never FORCE: the pharmacy's tables are tenant tables too.
ALTER TABLE dtp_drug FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_patient FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_rule_pair FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_prescription FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_prescription_item FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_rx_action FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_dispense FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE dtp_drug_review FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Review and dispensing records are append-only for everybody (issue 27): the app role lacks the
-- privilege, and a trigger refuses the owner too (only dropping the trigger, a migration, could).
REVOKE UPDATE, DELETE, TRUNCATE ON dtp_rx_action, dtp_dispense FROM storedesk_app;--> statement-breakpoint
CREATE FUNCTION dtp_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dtp append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER dtp_rx_action_append_only BEFORE UPDATE OR DELETE ON dtp_rx_action
  FOR EACH ROW EXECUTE FUNCTION dtp_refuse_change();--> statement-breakpoint
CREATE TRIGGER dtp_rx_action_no_truncate BEFORE TRUNCATE ON dtp_rx_action
  FOR EACH STATEMENT EXECUTE FUNCTION dtp_refuse_change();--> statement-breakpoint
CREATE TRIGGER dtp_dispense_append_only BEFORE UPDATE OR DELETE ON dtp_dispense
  FOR EACH ROW EXECUTE FUNCTION dtp_refuse_change();--> statement-breakpoint
CREATE TRIGGER dtp_dispense_no_truncate BEFORE TRUNCATE ON dtp_dispense
  FOR EACH STATEMENT EXECUTE FUNCTION dtp_refuse_change();
