// The provably fair stream of real play: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)
// read four bytes at a time. The games' maths (in the domain) see only the FairSource it makes.
import { createHmac } from 'node:crypto';
import type { FairSource } from '@slipstream/domain/casino/fair-source';

/** The provably fair stream: each HMAC block gives eight floats of four bytes each. */
export function hmacSource(serverSeed: string, clientSeed: string, nonce: number): FairSource {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 32;
  return {
    next() {
      if (offset >= 32) {
        block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
        cursor += 1;
        offset = 0;
      }
      // Four bytes as a base-256 fraction: b0/256 + b1/256² + b2/256³ + b3/256⁴.
      const value = block.readUInt32BE(offset) / 0x1_0000_0000;
      offset += 4;
      return value;
    },
  };
}
