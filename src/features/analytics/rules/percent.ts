// Percent with two decimals (001 §9), rounded half away from zero on the decimal value, not the binary one
// (1.005 → 1.01).
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** part ÷ whole × 100 with two decimals; 0 when the whole is empty. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
