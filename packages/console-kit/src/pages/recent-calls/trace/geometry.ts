/** The spec's trace bar constants. */
export const LABEL_MAX = 36;
export const INDENT_PX = 30;
/** A bar never thinner than this share of the width, so that a short span stays visible. */
export const MIN_BAR_PERCENT = 0.3;

/** A span's name cut to the spec's 36 characters (the whole name stays in its tooltip). */
export function cutLabel(name: string, max = LABEL_MAX): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

export function indentOf(depth: number): number {
  return depth * INDENT_PX;
}

/** Where a span's bar sits on the trace's time line, in percent of the width. */
export function barGeometry(
  start: number,
  end: number,
  total: number,
): { left: number; width: number } {
  if (total <= 0) return { left: 0, width: 100 };
  const left = Math.min(100 - MIN_BAR_PERCENT, Math.max(0, (start / total) * 100));
  const width = Math.max(MIN_BAR_PERCENT, ((end - start) / total) * 100);
  return { left, width: Math.min(width, 100 - left) };
}
