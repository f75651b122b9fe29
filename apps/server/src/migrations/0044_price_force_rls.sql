-- drizzle-kit emits ENABLE but never FORCE: the Price centre area's records are a tenant table too.
ALTER TABLE price_item FORCE ROW LEVEL SECURITY;
