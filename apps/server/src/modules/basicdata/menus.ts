import { type AppSeed, hov, screen } from '../../core/menus'

/** The base-expand-micro area as the shell lists it: its application and menu tree (spec §3). */
export const baseExpandMicroApplication: AppSeed = {
  code: 'base-expand-micro',
  names: ['主数据', '主數據', 'Master data'],
  path: '/base-expand-micro',
  source: 'icon-database',
  isMicro: true,
  microName: 'base-expand-micro',
  available: true,
  menus: [
    screen('goods', ['商品资料', '商品資料', 'Goods'], '/base-expand-micro/goods', [
      hov('hov_goods', ['商品选择器', '商品選擇器', 'Goods picker']),
    ]),
    screen('retail_shop', ['门店资料', '門店資料', 'Shops'], '/base-expand-micro/shop', [
      hov('hov_shop', ['门店选择器', '門店選擇器', 'Shop picker']),
    ]),
    screen('goods_brand', ['品牌', '品牌', 'Brands'], '/base-expand-micro/brand'),
    screen('dosage_form', ['剂型', '劑型', 'Dosage forms'], '/base-expand-micro/dosageForm'),
    screen('goods_factory', ['生产厂家', '生產廠家', 'Manufacturers'], '/base-expand-micro/factory'),
    screen('goods_class', ['商品分类', '商品分類', 'Classification'], '/base-expand-micro/goodsClass'),
    screen('tax_rate', ['税率', '稅率', 'Tax rates'], '/base-expand-micro/taxRate'),
    screen('goods_unit', ['商品单位', '商品單位', 'Goods units'], '/base-expand-micro/unit'),
    screen(
      'extend_standard',
      ['扩展规格', '擴展規格', 'Extended specifications'],
      '/base-expand-micro/extendStandard',
    ),
  ],
}
