import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import {
  CHECK_LEVELS,
  CONTROL_FLAGS,
  DRUG_CATEGORIES,
  DRUG_REVIEW_STATUSES,
  REVIEW_ACTIONS,
  RX_SOURCES,
  RX_STATUSES,
} from './constants'

/** The pharmacy's own calls (issue 27) under `/api/store-dtp/`, the reviews under `/api/store-why/`. */
const BASE = '/api/store-dtp'
const WHY = '/api/store-why/why'
const tags = ['dtp']

const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
}
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

/** Spec §3 "Drug info", with what a sale needs to know of it. */
export const DrugInfo = Type.Object({
  drugId: Id,
  drugTradeName: Type.String(),
  goodsId: Id,
  genericName: Type.String(),
  dosageForm: Type.String(),
  strength: Type.String(),
  packSpec: Type.String(),
  manufacturer: Type.String(),
  mah: Type.String(),
  approvalNumber: Type.String(),
  approvalValidTo: Type.String(),
  category: lit(DRUG_CATEGORIES),
  controlFlags: Type.Array(lit(CONTROL_FLAGS)),
  maxQtyPerSale: Nullable(Type.Integer()),
  maxDailyMg: Nullable(Type.Integer()),
  storage: Type.String(),
  insuranceCode: Type.String(),
  /** ok, expiring (within 90 days) or expired (cannot be sold) */
  approvalState: lit(['ok', 'expiring', 'expired'] as const),
  daysToExpiry: Type.Integer(),
})
export type DrugInfo = Static<typeof DrugInfo>

/** One finding of the system check. */
export const CheckFinding = Type.Object({
  level: lit(['WARN', 'BLOCK'] as const),
  rule: lit(['allergy', 'interaction', 'duplicate', 'dose', 'pregnancy', 'control', 'approval'] as const),
  message: Type.String(),
})
export type CheckFinding = Static<typeof CheckFinding>

export const RxItemInput = Type.Object(
  {
    drugId: Id,
    /** one dose in mg */
    doseMg: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    /** doses a day */
    timesPerDay: Type.Integer({ minimum: 1, maximum: 24 }),
    days: Type.Integer({ minimum: 1, maximum: 365 }),
    quantity: Type.Integer({ minimum: 1, maximum: 9999 }),
  },
  { additionalProperties: false },
)
export type RxItemInput = Static<typeof RxItemInput>

export const RxItem = Type.Object({
  id: Id,
  drugId: Id,
  drugTradeName: Type.String(),
  genericName: Type.String(),
  doseMg: Type.Integer(),
  timesPerDay: Type.Integer(),
  days: Type.Integer(),
  quantity: Type.Integer(),
})
export type RxItem = Static<typeof RxItem>

export const Prescription = Type.Object({
  id: Id,
  /** the same for every version of one prescription */
  rxNo: Type.String(),
  version: Type.Integer(),
  patientId: Id,
  patientName: Type.String(),
  source: lit(RX_SOURCES),
  prescriber: Type.String(),
  hospital: Type.String(),
  diagnosis: Type.String(),
  status: lit(RX_STATUSES),
  checkLevel: Nullable(lit(CHECK_LEVELS)),
  findings: Type.Array(CheckFinding),
  createTime: Type.String(),
})
export type Prescription = Static<typeof Prescription>

/** One append-only record of a review or dispensing action. */
export const RxAction = Type.Object({
  id: Id,
  seq: Type.Integer(),
  action: Type.String(),
  fromStatus: Nullable(Type.String()),
  toStatus: Type.String(),
  actorId: Nullable(Id),
  actorName: Type.String(),
  reason: Type.String(),
  createTime: Type.String(),
})
export type RxAction = Static<typeof RxAction>

export const DispenseRecord = Type.Object({
  id: Id,
  itemId: Id,
  drugTradeName: Type.String(),
  lotNo: Type.String(),
  expiryDate: Type.String(),
  quantity: Type.Integer(),
  dispenserName: Type.String(),
  checkerName: Type.String(),
  createTime: Type.String(),
})
export type DispenseRecord = Static<typeof DispenseRecord>

export const PrescriptionDetail = Type.Intersect([
  Prescription,
  Type.Object({
    items: Type.Array(RxItem),
    actions: Type.Array(RxAction),
    dispenses: Type.Array(DispenseRecord),
    versions: Type.Array(Type.Object({ id: Id, version: Type.Integer(), status: lit(RX_STATUSES) })),
  }),
])
export type PrescriptionDetail = Static<typeof PrescriptionDetail>

export const PrescriptionInput = Type.Object(
  {
    /** absent: a new prescription; present: a new version of this one (the old is superseded) */
    previousId: Type.Optional(Id),
    patientId: Id,
    source: lit(RX_SOURCES),
    prescriber: Text(32),
    hospital: Text(64),
    diagnosis: Text(255),
    items: Type.Array(RxItemInput, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
)
export type PrescriptionInput = Static<typeof PrescriptionInput>

/** A customer's review of a drug or service, with the pharmacist's reply. */
export const DrugReview = Type.Object({
  id: Id,
  drugId: Id,
  drugTradeName: Type.String(),
  customerName: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  status: lit(DRUG_REVIEW_STATUSES),
  reply: Nullable(Type.String()),
  replyUserName: Nullable(Type.String()),
  replyTime: Nullable(Type.String()),
  createTime: Type.String(),
})
export type DrugReview = Static<typeof DrugReview>

/** What a sale of one drug line is told: may it be paid / shipped, and why not. */
export const SaleCheck = Type.Object({
  allowed: Type.Boolean(),
  reason: Nullable(Type.String()),
})
export type SaleCheck = Static<typeof SaleCheck>

export const dtpEndpoints = {
  drugInfo: defineEndpoint({
    method: 'GET',
    path: `${BASE}/drug/info`,
    summary: 'A drug as the detail page shows it, with its approval state (spec §3 Drug info)',
    tags,
    query: Type.Object({ drugId: Id }),
    reply: DrugInfo,
  }),
  drugExpiring: defineEndpoint({
    method: 'GET',
    path: `${BASE}/drug/expiring`,
    summary: 'Drugs whose approval number expired or expires within 90 days',
    tags,
    query: Type.Object(Paging),
    reply: PageOf(DrugInfo),
  }),
  rxPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/prescription/page`,
    summary: 'Prescriptions (latest versions unless `allVersions`), newest first',
    tags,
    query: Type.Object({
      ...Paging,
      status: Type.Optional(lit(RX_STATUSES)),
      patientId: Type.Optional(Id),
      rxNo: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    reply: PageOf(Prescription),
  }),
  rxDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/prescription/detail`,
    summary: 'One prescription version with its items, review and dispensing records, and versions',
    tags,
    query: Type.Object({ id: Id }),
    reply: PrescriptionDetail,
  }),
  rxSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/prescription/submit`,
    summary: 'Submits a prescription or a new version of one; the system check runs at once',
    tags,
    body: PrescriptionInput,
    reply: PrescriptionDetail,
  }),
  rxReview: defineEndpoint({
    method: 'POST',
    path: `${BASE}/prescription/review`,
    summary:
      'The pharmacist approves, rejects or queries a pending version (BLOCK: approve needs an override)',
    tags,
    body: Type.Object(
      {
        id: Id,
        action: lit(REVIEW_ACTIONS),
        reason: Type.Optional(Type.String({ maxLength: 255 })),
      },
      { additionalProperties: false },
    ),
    reply: PrescriptionDetail,
  }),
  rxOverride: defineEndpoint({
    method: 'POST',
    path: `${BASE}/prescription/override`,
    summary: 'A second pharmacist approves a BLOCK version with an override reason',
    tags,
    body: Type.Object({ id: Id, reason: Text(255) }, { additionalProperties: false }),
    reply: PrescriptionDetail,
  }),
  dispense: defineEndpoint({
    method: 'POST',
    path: `${BASE}/prescription/dispense`,
    summary:
      'Dispenses an approved version: every item with its lot and expiry, signed by dispenser and checker',
    tags,
    body: Type.Object(
      {
        id: Id,
        checkerId: Id,
        lines: Type.Array(
          Type.Object({ itemId: Id, lotNo: Text(32), expiryDate: DateOnly }, { additionalProperties: false }),
          { minItems: 1, maxItems: 20 },
        ),
      },
      { additionalProperties: false },
    ),
    reply: PrescriptionDetail,
  }),
  pharmacists: defineEndpoint({
    method: 'GET',
    path: `${BASE}/pharmacist/list`,
    summary: 'The users who may sign reviews and dispensing (for the checker picker)',
    tags,
    reply: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  }),
  saleCheck: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sale/check`,
    summary: 'May an order line of this drug be paid or shipped (Rx needs an approved prescription)',
    tags,
    body: Type.Object(
      {
        goodsId: Id,
        quantity: Type.Integer({ minimum: 1, maximum: 9999 }),
        prescriptionId: Type.Optional(Id),
      },
      { additionalProperties: false },
    ),
    reply: SaleCheck,
  }),
  ticketInfo: defineEndpoint({
    method: 'GET',
    path: `${WHY}/ticket/detail/info`,
    summary: 'One review ticket with its reply (spec §7 why/ticket/detail/info)',
    tags,
    query: Type.Object({ id: Id }),
    reply: DrugReview,
  }),
  drugReviews: defineEndpoint({
    method: 'GET',
    path: `${WHY}/drug/list`,
    summary: 'Reviews of drugs and services, newest first (spec §7 why/drug/list)',
    tags,
    query: Type.Object({
      ...Paging,
      drugId: Type.Optional(Id),
      status: Type.Optional(lit(DRUG_REVIEW_STATUSES)),
    }),
    reply: PageOf(DrugReview),
  }),
  drugReply: defineEndpoint({
    method: 'POST',
    path: `${WHY}/drug/reply`,
    summary: "The pharmacist's reply to a review, and its moderation (spec §7 why/drug/reply)",
    tags,
    body: Type.Object(
      {
        id: Id,
        reply: Type.Optional(Text(500)),
        status: Type.Optional(lit(DRUG_REVIEW_STATUSES)),
      },
      { additionalProperties: false },
    ),
    reply: DrugReview,
  }),
}
