/**
 * The payment port: checkout pays through a gateway and a cancelled paid order is refunded through
 * it. The fake gateway (tests, the demo) approves every charge and refund and calls nothing outside.
 */
export interface PaymentGateway {
  charge(request: { orderNo: string; amountFen: number; method: number }): Promise<PaymentAnswer>
  refund(request: { orderNo: string; reference: string; amountFen: number }): Promise<PaymentAnswer>
}
export type PaymentAnswer = { ok: true; reference: string } | { ok: false; reason: string }

export const fakeGateway: PaymentGateway = {
  charge: async ({ orderNo }) => ({ ok: true, reference: `FAKE-PAY-${orderNo}` }),
  refund: async ({ orderNo }) => ({ ok: true, reference: `FAKE-REFUND-${orderNo}` }),
}
