-- drizzle-kit emits ENABLE but never FORCE: the crowd-pack issues are a tenant table too.
ALTER TABLE prom_coupon_issue FORCE ROW LEVEL SECURITY;
