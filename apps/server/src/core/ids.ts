/**
 * 64-bit, time-ordered ids (snowflake layout): 41 bits of milliseconds since 2024-01-01, 10 bits of
 * node, 12 bits of sequence. They sort by creation time, fit PostgreSQL's bigint and travel as strings.
 */
const EPOCH = 1_704_067_200_000n
const NODE_BITS = 10n
const SEQ_BITS = 12n
const MAX_SEQ = (1n << SEQ_BITS) - 1n

export class IdGenerator {
  private lastMs = -1n
  private seq = 0n
  private readonly node: bigint

  constructor(nodeId: number) {
    if (!Number.isInteger(nodeId) || nodeId < 0 || nodeId >= 1 << Number(NODE_BITS)) {
      throw new Error(`node id must be an integer from 0 to 1023, got ${nodeId}`)
    }
    this.node = BigInt(nodeId)
  }

  /**
   * Reserves `count` ids for one set-based insert: the block's n-th id (n from 0) is
   * `((msOffset + n / 4096) << 22) | (node << 12) | (n % 4096)` (`blockId` in SQL), and every id this
   * generator hands out afterwards is greater.
   */
  reserve(count: number): IdBlock {
    const now = BigInt(Date.now())
    const start = now > this.lastMs ? now : this.lastMs + 1n
    const span = BigInt(Math.max(1, Math.ceil(count / Number(MAX_SEQ + 1n))))
    this.lastMs = start + span - 1n
    this.seq = MAX_SEQ
    return { msOffset: (start - EPOCH).toString(), node: Number(this.node), count }
  }

  next(): string {
    let now = BigInt(Date.now())
    if (now < this.lastMs) now = this.lastMs // clock went back: stay monotonic
    if (now === this.lastMs) {
      this.seq = (this.seq + 1n) & MAX_SEQ
      if (this.seq === 0n) {
        while (now <= this.lastMs) now = BigInt(Date.now())
        if (now < this.lastMs) now = this.lastMs + 1n
      }
    } else {
      this.seq = 0n
    }
    this.lastMs = now
    return (((now - EPOCH) << (NODE_BITS + SEQ_BITS)) | (this.node << SEQ_BITS) | this.seq).toString()
  }
}

/** Ids reserved for a set-based insert (`IdGenerator.reserve`). */
export interface IdBlock {
  /** the block's first millisecond since the id epoch, as a decimal string */
  msOffset: string
  node: number
  count: number
}
