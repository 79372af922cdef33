/**
 * A small seeded generator (mulberry32): the demo data must be the same on every run, and a
 * plain function keeps the hundreds of thousands of trip rows quick to make.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one table, so adding rows to one table leaves the others unchanged. */
  static for(table: string, seed = 20_260_101): Random {
    let h = seed >>> 0;
    for (let i = 0; i < table.length; i++) h = Math.imul(h ^ table.charCodeAt(i), 0x9e3779b1) >>> 0;
    return new Random(h);
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[[value, weight], ...]`. Index loops: this runs for every trip. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (let i = 0; i < choices.length; i++) total += choices[i][1];
    let r = this.next() * total;
    for (let i = 0; i < choices.length; i++) {
      r -= choices[i][1];
      if (r < 0) return choices[i][0];
    }
    return choices[choices.length - 1][0];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median: durations and amounts are skewed like this in real life. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  digits(count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }

  chars(alphabet: string, count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}
