-- drizzle-kit emits ENABLE but never FORCE: the sub-apps' health reports are a tenant table too.
ALTER TABLE micro_app_report FORCE ROW LEVEL SECURITY;
