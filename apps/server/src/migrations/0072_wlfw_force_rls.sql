-- drizzle-kit emits ENABLE but never FORCE: the Logistics service area's records are a tenant table too.
ALTER TABLE wlfw_item FORCE ROW LEVEL SECURITY;
