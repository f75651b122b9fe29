-- drizzle-kit emits ENABLE but never FORCE: the transport area's tables are tenant tables too.
ALTER TABLE tms_carrier FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tms_carrier_secret FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tms_service FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tms_tariff FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tms_shipment FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tms_tracking_event FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A shipment's tracking timeline is append-only: what the carrier reported stays as it was reported.
REVOKE UPDATE, DELETE, TRUNCATE ON tms_tracking_event FROM storedesk_app;--> statement-breakpoint
CREATE FUNCTION tms_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tms append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER tms_tracking_event_append_only BEFORE UPDATE OR DELETE ON tms_tracking_event
  FOR EACH ROW EXECUTE FUNCTION tms_refuse_change();--> statement-breakpoint
CREATE TRIGGER tms_tracking_event_no_truncate BEFORE TRUNCATE ON tms_tracking_event
  FOR EACH STATEMENT EXECUTE FUNCTION tms_refuse_change();
