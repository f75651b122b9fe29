-- drizzle-kit emits ENABLE but never FORCE: the SMS marketing area's tables are tenant tables too.
ALTER TABLE sms_mkt_company FORCE ROW LEVEL SECURITY;
ALTER TABLE sms_mkt_dept FORCE ROW LEVEL SECURITY;
ALTER TABLE sms_mkt_signature FORCE ROW LEVEL SECURITY;
ALTER TABLE sms_mkt_template FORCE ROW LEVEL SECURITY;
ALTER TABLE sms_mkt_opt_out FORCE ROW LEVEL SECURITY;
ALTER TABLE sms_mkt_campaign FORCE ROW LEVEL SECURITY;
ALTER TABLE sms_mkt_recipient FORCE ROW LEVEL SECURITY;
