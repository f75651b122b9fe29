-- drizzle-kit emits ENABLE but never FORCE: the monthly-coupon grants are a tenant table too.
ALTER TABLE shop_member_coupon_grant FORCE ROW LEVEL SECURITY;
