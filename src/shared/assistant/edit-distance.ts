/**
 * Optimal string alignment distance (a swap of two neighbouring letters is one edit), stopped as
 * soon as it exceeds `max`: the safeguarding check's misspelling lookups (`safety.ts`,
 * `safety-es.ts`). Pure.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * A word's canonical spelling, as both languages' checks read words: a listed spelling first; then,
 * for a word of 5 letters or more without digits, the nearest of `candidates` within one edit (two
 * for words of 10 letters or more), the first of equals; else the word as written. Families write
 * the same words again and again, so answers are kept, up to 20,000.
 */
export function typoCorrector(listed: Record<string, string>, candidates: (token: string) => Iterable<string>): (token: string) => string {
  const cache = new Map<string, string>();
  return (token) => {
    const exact = listed[token];
    if (exact !== undefined) return exact;
    if (token.length < 5 || /\d/.test(token)) return token;
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    let best = token;
    let bestDistance = Infinity;
    for (const target of candidates(token)) {
      if (target === token) {
        best = target;
        break;
      }
      const max = target.length >= 10 ? 2 : 1;
      const distance = editDistance(token, target, max);
      if (distance <= max && distance < bestDistance) {
        best = target;
        bestDistance = distance;
      }
    }
    if (cache.size >= 20_000) cache.clear();
    cache.set(token, best);
    return best;
  };
}
