// Billing figures of a bandwidth series. The CDN convention for the 95th percentile: sort the samples from
// highest to lowest, discard the top 5 % (floor(n × 0.05) samples), and the next sample sets the bill.
// Indexes always refer to the series as given, so a chart can mark the billed sample and the discarded ones.
// Missing values (null, undefined, NaN) are not samples: they are neither billed nor counted in n.

export interface SamplePick {
  value: number;
  /** Index in the series as given. */
  index: number;
}

export interface BillingPercentile extends SamplePick {
  /** Indexes (in the series as given, ascending) of the samples above the bill that are discarded. */
  discarded: number[];
}

type Values = readonly (number | null | undefined)[];

function samples(values: Values): SamplePick[] {
  const picks: SamplePick[] = [];
  values.forEach((value, index) => {
    if (typeof value === 'number' && Number.isFinite(value)) picks.push({ value, index });
  });
  return picks;
}

/**
 * The sample that sets the bill at a percentile (95 by default), or undefined for an empty series.
 * Ties are broken by position: of two equal samples the earlier one ranks higher, so results are stable.
 */
export function billingPercentile(values: Values, percentile = 95): BillingPercentile | undefined {
  const ranked = samples(values).sort((a, b) => b.value - a.value || a.index - b.index);
  // Integer arithmetic: n × 0.05 in floating point can land just below a whole number.
  const discardCount = Math.floor((ranked.length * (100 - percentile)) / 100);
  const billed = ranked[discardCount];
  if (!billed) return undefined;
  const discarded = ranked
    .slice(0, discardCount)
    .map((pick) => pick.index)
    .sort((a, b) => a - b);
  return { ...billed, discarded };
}

export const percentile95 = (values: Values) => billingPercentile(values, 95);

/** The highest sample (the first one when several share the top), or undefined for an empty series. */
export function peakOf(values: Values): SamplePick | undefined {
  let peak: SamplePick | undefined;
  for (const pick of samples(values)) if (!peak || pick.value > peak.value) peak = pick;
  return peak;
}

/** The sum of the samples (0 for an empty series). */
export function totalOf(values: Values): number {
  return samples(values).reduce((sum, pick) => sum + pick.value, 0);
}
