import { DTP_CODES, WORKFLOW_USER_CODES, type ControlFlag } from '@store/contract'

/** The demo pharmacist role (the manager holds it): a second pharmacist beside the administrator. */
export const PHARMACIST_ROLE = {
  alias: 'pharmacist',
  name: '执业药师',
  codes: [...Object.values(DTP_CODES), 'dtp_patient_view', ...WORKFLOW_USER_CODES],
}

/** A generic name's pharmacy attributes: [max daily mg, control flags, limit per sale, pregnancy risk, storage]. */
type DrugTraits = [number | null, ControlFlag[], number | null, 0 | 1, string]
const COOL = '遮光，密封，不超过20℃保存'
const DRY = '密封，在干燥处保存'

export const DRUG_TRAITS: Record<string, DrugTraits> = {
  阿莫西林胶囊: [4000, ['antibiotic'], null, 0, DRY],
  头孢克肟分散片: [400, ['antibiotic'], null, 0, COOL],
  阿奇霉素片: [500, ['antibiotic'], null, 0, DRY],
  左氧氟沙星片: [750, ['antibiotic'], null, 1, COOL],
  罗红霉素胶囊: [300, ['antibiotic'], null, 0, DRY],
  甲硝唑片: [2000, ['antibiotic'], null, 1, COOL],
  复方甘草片: [null, ['psychotropic'], 2, 1, DRY],
  氯雷他定片: [10, [], null, 0, DRY],
  奥美拉唑肠溶胶囊: [40, [], null, 0, COOL],
  多潘立酮片: [30, [], null, 1, DRY],
  硝苯地平缓释片: [60, [], null, 1, COOL],
  苯磺酸氨氯地平片: [10, [], null, 1, DRY],
  阿司匹林肠溶片: [300, [], null, 1, DRY],
  阿托伐他汀钙片: [80, [], null, 1, DRY],
  厄贝沙坦片: [300, [], null, 1, DRY],
  布洛芬缓释胶囊: [2400, [], 5, 1, DRY],
  对乙酰氨基酚片: [2000, [], 5, 0, DRY],
  双氯芬酸钠缓释片: [150, [], null, 1, DRY],
  玻璃酸钠滴眼液: [null, ['cold_chain'], null, 0, '2～8℃冷藏保存'],
  连花清瘟胶囊: [null, [], null, 1, DRY],
}

/** The system check's seeded pairs: [kind, term A, term B, level, note]. */
export const RULE_PAIRS: [string, string, string, 'WARN' | 'BLOCK', string][] = [
  ['allergy', '青霉素', '阿莫西林', 'BLOCK', '阿莫西林属青霉素类'],
  ['allergy', '青霉素', '头孢', 'WARN', '青霉素与头孢菌素可能交叉过敏'],
  ['allergy', '头孢', '头孢', 'BLOCK', '头孢菌素类过敏'],
  ['allergy', '阿司匹林', '布洛芬', 'WARN', '非甾体抗炎药交叉过敏'],
  ['allergy', '阿司匹林', '双氯芬酸', 'WARN', '非甾体抗炎药交叉过敏'],
  ['allergy', '大环内酯', '霉素', 'BLOCK', '大环内酯类过敏'],
  ['interaction', '阿司匹林', '布洛芬', 'WARN', '合用增加胃肠道出血风险，并减弱阿司匹林的抗血小板作用'],
  ['interaction', '阿司匹林', '双氯芬酸', 'WARN', '合用增加胃肠道出血风险'],
  ['interaction', '多潘立酮', '罗红霉素', 'BLOCK', '合用使多潘立酮血药浓度升高，QT间期延长风险'],
  ['interaction', '多潘立酮', '阿奇霉素', 'WARN', '可能延长QT间期'],
  ['interaction', '罗红霉素', '阿托伐他汀', 'WARN', '合用增加肌病风险'],
  ['interaction', '左氧氟沙星', '铝碳酸镁', 'WARN', '同服降低左氧氟沙星吸收，应间隔2小时'],
  ['interaction', '硝苯地平', '氨氯地平', 'BLOCK', '两种二氢吡啶类钙通道阻滞剂不宜合用'],
]

/** [name, gender, birth date, allergies, chronic conditions, pregnancy, weight kg, phone] */
export const DEMO_PATIENTS: [string, number, string, string, string, number, number | null, string][] = [
  ['张建国', 1, '1958-03-12', '青霉素', '高血压,高脂血症', 0, 72, '13800010001'],
  ['李秀英', 2, '1965-11-02', '', '2型糖尿病', 0, 60, '13800010002'],
  ['王芳', 2, '1993-06-18', '', '', 1, 58, '13800010003'],
  ['刘洋', 1, '2017-09-09', '', '哮喘', 0, 24, '13800010004'],
  ['陈静', 2, '1988-01-25', '阿司匹林', '', 2, 55, '13800010005'],
  ['杨伟', 1, '1975-07-30', '磺胺', '冠心病', 0, 80, '13800010006'],
  ['赵敏', 2, '1970-04-14', '', '慢性胃炎', 0, 62, '13800010007'],
  ['黄磊', 1, '1982-12-01', '头孢', '', 0, 75, '13800010008'],
]

/** Customers' reviews: [customer, rating, content, status, reply] */
export const DEMO_REVIEWS: [string, number, string, 'pending' | 'published' | 'hidden', string | null][] = [
  ['王**', 5, '药师讲解很耐心，用法用量说得很清楚。', 'published', '感谢您的认可，祝您早日康复！'],
  ['李**', 4, '效果不错，就是价格稍贵。', 'published', '感谢反馈，会员日有优惠，欢迎关注。'],
  ['张**', 2, '送药有点慢，等了一个多小时。', 'pending', null],
  ['赵**', 5, '门店药品齐全，找药很方便。', 'published', null],
  ['刘**', 1, '广告内容，请联系微信xxxx', 'hidden', null],
  ['陈**', 3, '服用后有点胃不舒服，不知道是否正常？', 'pending', null],
  ['周**', 5, '慢病续方很方便，药师会主动提醒复诊。', 'published', '谢谢支持，请按时服药并定期复查。'],
  ['吴**', 4, '包装完好，有效期很长。', 'pending', null],
]
