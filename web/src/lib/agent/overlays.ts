/** Moving averages for charts drawn from raw candles (the chat's charts get theirs from the agent). */
type P = { time: number; value: number };

export function sma(points: P[], period: number): P[] {
  const out: P[] = [];
  let sum = 0;
  points.forEach((p, i) => {
    sum += p.value;
    if (i >= period) sum -= points[i - period]!.value;
    if (i >= period - 1) out.push({ time: p.time, value: sum / period });
  });
  return out;
}

export function ema(points: P[], period: number): P[] {
  if (points.length < period) return [];
  const k = 2 / (period + 1);
  let v = points.slice(0, period).reduce((s, p) => s + p.value, 0) / period;
  const out: P[] = [{ time: points[period - 1]!.time, value: v }];
  for (let i = period; i < points.length; i++) {
    v = points[i]!.value * k + v * (1 - k);
    out.push({ time: points[i]!.time, value: v });
  }
  return out;
}
