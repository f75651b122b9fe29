-- drizzle-kit emits ENABLE but never FORCE: the member brands are a tenant table too.
ALTER TABLE insider_brand FORCE ROW LEVEL SECURITY;
