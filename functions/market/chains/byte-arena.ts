/**
 * A ring of bytes that opened row groups are read into, instead of a new buffer per group: a cold
 * SPY run opens ~2,250 groups of ~130 kB each, and that much memory outside V8's heap, allocated
 * and dropped, set off most of its full collections (10 mark-compacts and 15 "external memory
 * pressure" scavenges on the short put; 6 and 2 with the group bytes in one buffer).
 *
 * A region stays valid until later allocations have gone once round the ring; its owner asks
 * `valid` before using it and reads its bytes again when it is not (the chain source keeps ~50
 * groups open, ~6 MB, so in a 32 MB ring that is rare).
 */
export class ByteArena {
  private readonly bytes: Uint8Array;
  /** Bytes allocated since the start (positions are absolute; the ring position is cursor % size). */
  private cursor = 0;

  constructor(readonly size: number) {
    this.bytes = new Uint8Array(size);
  }

  /** `length` bytes and their absolute start, or undefined for a request over an eighth of the ring (allocate it alone). */
  alloc(length: number): { bytes: Uint8Array; start: number } | undefined {
    if (length > this.size / 8) return undefined;
    let at = this.cursor % this.size;
    if (at + length > this.size) {
      this.cursor += this.size - at;
      at = 0;
    }
    const start = this.cursor;
    this.cursor += length;
    return { bytes: this.bytes.subarray(at, at + length), start };
  }

  /** Whether the region allocated at `start` still holds its bytes (nothing written over it since). */
  valid(start: number): boolean {
    return this.cursor <= start + this.size;
  }
}
