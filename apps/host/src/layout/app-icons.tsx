import type { ComponentType } from 'react'
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  CodeOutlined,
  CrownOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  InboxOutlined,
  LockOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TruckOutlined,
  WechatOutlined,
} from '@ant-design/icons'

/** The icon classes the menu data names (an application's `icon`, a menu's `source`), drawn with antd icons. */
const ICONS: Record<string, ComponentType> = {
  'icon-home': HomeOutlined,
  'icon-member': TeamOutlined,
  'icon-vip': CrownOutlined,
  'icon-shop': ShopOutlined,
  'icon-promotion': GiftOutlined,
  'icon-message': MessageOutlined,
  'icon-medicine': MedicineBoxOutlined,
  'icon-insurance': SafetyCertificateOutlined,
  'icon-price': MoneyCollectOutlined,
  'icon-database': DatabaseOutlined,
  'icon-workflow': ApartmentOutlined,
  'icon-order': ProfileOutlined,
  'icon-warehouse': InboxOutlined,
  'icon-truck': TruckOutlined,
  'icon-logistics': CarOutlined,
  'icon-supplier': SolutionOutlined,
  'icon-chart': BarChartOutlined,
  'icon-wechat': WechatOutlined,
  'icon-code': CodeOutlined,
  'icon-operation': ToolOutlined,
  'icon-setting': SettingOutlined,
  'icon-lock': LockOutlined,
  'icon-log': FileTextOutlined,
  'icon-demo': ExperimentOutlined,
}

/** The icon of an application; an unknown or missing class gets the generic one. */
export function AppIcon({ name }: { name: string | null }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined
  return <Icon />
}
