-- drizzle-kit emits ENABLE but never FORCE: the Promotions area's records are a tenant table too.
ALTER TABLE promotion_item FORCE ROW LEVEL SECURITY;
