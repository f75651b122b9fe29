import { type AppSeed, page, hidden, button, crud, screen, viewOnly, VIEW, ADD } from '../../core/menus'

/** the screens the cloudDTP sub-app has built */
const available = { available: true }

/** Pharmacy services as the shell lists them: the application and its menu tree (spec §2, issue 27). */
export const dtpApplication: AppSeed = {
  code: 'cloudDTP',
  names: ['药事服务', '藥事服務', 'Pharmacy service'],
  path: '/cloudDTP',
  source: 'icon-medicine',
  isMicro: true,
  microName: 'cloudDTP',
  available: false,
  menus: [
    page('dtp_drug', ['药品管理', '藥品管理', 'Drugs'], '/cloudDTP/drugs', crud('dtp_drug'), available),
    hidden(
      'dtp_drug_detail',
      ['药品信息', '藥品資料', 'Drug'],
      '/cloudDTP/drugsmanagement/drugsmanagement',
      available,
    ),
    page(
      'dtp_prescription',
      ['处方管理', '處方管理', 'Prescriptions'],
      '/cloudDTP/prescription',
      [
        button('dtp_prescription_view', VIEW),
        button('dtp_prescription_add', ADD),
        button('dtp_prescription_review', ['药师审核', '藥師審核', 'Pharmacist review']),
      ],
      available,
    ),
    page(
      'dtp_dispense',
      ['处方调配', '處方調配', 'Dispensing'],
      '/cloudDTP/dispensing',
      [button('dtp_dispense_sign', ['调配签名', '調配簽名', 'Sign dispensing'])],
      available,
    ),
    screen('dtp_order', ['药事订单', '藥事訂單', 'Orders'], '/cloudDTP/order'),
    page(
      'dtp_patient',
      ['患者管理', '患者管理', 'Patients'],
      '/cloudDTP/patient',
      crud('dtp_patient'),
      available,
    ),
    screen('dtp_prepaid_card', ['预付卡', '預付卡', 'Prepaid cards'], '/cloudDTP/prepaidCard'),
    page(
      'dtp_review',
      ['用药咨询', '用藥諮詢', 'Reviews'],
      '/cloudDTP/review',
      [...viewOnly('dtp_review'), button('dtp_review_reply', ['回复', '回覆', 'Reply'])],
      available,
    ),
    screen('dtp_training', ['培训管理', '培訓管理', 'Training'], '/cloudDTP/training'),
  ],
}
