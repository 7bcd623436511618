/** Conversions between the units sellers type and the units a rate card uses. */
export const CM_PER_IN = 2.54;
export const KG_PER_LB = 0.45359237;
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;

/** A package as the calculators carry it: three sides in cm, weight in kg. */
export interface PackageCm {
  sidesCm: [number, number, number];
  weightKg: number;
}

export interface PackageInput {
  lengthIn?: number;
  widthIn?: number;
  heightIn?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  weightLb?: number;
  weightKg?: number;
}

/** The body's package in cm and kg; the contract has already checked exactly one set is complete. */
export function toPackageCm(input: PackageInput): PackageCm {
  const cm =
    input.lengthCm !== undefined
      ? [input.lengthCm, input.widthCm!, input.heightCm!]
      : [input.lengthIn! * CM_PER_IN, input.widthIn! * CM_PER_IN, input.heightIn! * CM_PER_IN];
  const weightKg = input.weightKg ?? input.weightLb! * KG_PER_LB;
  return { sidesCm: cm as [number, number, number], weightKg };
}

/** Longest, median, shortest. */
export function sortSides(sides: readonly number[]): [number, number, number] {
  const [a, b, c] = [...sides].sort((x, y) => y - x);
  return [a!, b!, c!];
}

/** Rounds money to cents, the way a fee is charged. */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Rounds up to the next step, ignoring float dust (0.1 + 0.2 is not above 0.3). */
export function ceilTo(value: number, step: number): number {
  return Math.ceil(value / step - 1e-9) * step;
}

/** Shown figures: a few decimals, no float dust. */
export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
