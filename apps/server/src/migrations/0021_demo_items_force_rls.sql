-- drizzle-kit emits ENABLE but never FORCE: the demo sub-app's display plans are a tenant table too.
ALTER TABLE demo_item FORCE ROW LEVEL SECURITY;
