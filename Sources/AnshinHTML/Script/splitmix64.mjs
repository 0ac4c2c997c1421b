// SplitMix64: a small seedable random number generator. The same seed gives the same numbers in
// every language, so a trickle run (and a test) can be pinned.
//
// The numbers are unsigned 64-bit integers, so this file uses BigInt and wraps every sum and
// product to 64 bits, as Swift's &+ and &* do.

const MASK_64 = (1n << 64n) - 1n;
const GOLDEN_GAMMA = 0x9e3779b97f4a7c15n;

export class SplitMix64 {
  /** @param {bigint | number | string} seed An unsigned 64-bit seed. */
  constructor(seed) {
    this.state = BigInt(seed) & MASK_64;
  }

  /** The next 64 random bits, as a BigInt from 0 to 2^64 - 1. */
  next() {
    this.state = (this.state + GOLDEN_GAMMA) & MASK_64;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
    return z ^ (z >> 31n);
  }

  /** A number in [0, 1) from the top 53 bits of the next draw: the same on every platform. */
  nextUnitInterval() {
    return Number(this.next() >> 11n) * 2 ** -53;
  }
}
