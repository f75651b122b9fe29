-- drizzle-kit emits ENABLE but never FORCE: the master data and goods are tenant tables too.
ALTER TABLE basicdata_shop FORCE ROW LEVEL SECURITY;
ALTER TABLE basicdata_dosage_form FORCE ROW LEVEL SECURITY;
ALTER TABLE basicdata_tax_rate FORCE ROW LEVEL SECURITY;
ALTER TABLE basicdata_goods_unit FORCE ROW LEVEL SECURITY;
ALTER TABLE goods_brand FORCE ROW LEVEL SECURITY;
ALTER TABLE goods_factory FORCE ROW LEVEL SECURITY;
ALTER TABLE goods_extend_standard FORCE ROW LEVEL SECURITY;
ALTER TABLE goods_class FORCE ROW LEVEL SECURITY;
ALTER TABLE goods_item FORCE ROW LEVEL SECURITY;
