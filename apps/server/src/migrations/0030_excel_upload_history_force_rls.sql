-- drizzle-kit emits ENABLE but never FORCE: the upload history is a tenant table too.
ALTER TABLE excel_upload_history FORCE ROW LEVEL SECURITY;
