// The lines one text changes from another, as `git diff` shows them: each
// removed line as "-…" and each added one as "+…", in the file's order.

/** The changed lines from `before` to `after`, with every line both keep, in order, left out. */
export function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // kept[i][j]: how many lines a[i..] and b[j..] keep in common, at most (their longest common subsequence).
  const kept = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      kept[i][j] = a[i] === b[j] ? kept[i + 1][j + 1] + 1 : Math.max(kept[i + 1][j], kept[i][j + 1]);
    }
  }
  const changes: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j === b.length || (i < a.length && kept[i + 1][j] >= kept[i][j + 1])) {
      changes.push(`-${a[i++]}`);
    } else {
      changes.push(`+${b[j++]}`);
    }
  }
  return changes;
}
