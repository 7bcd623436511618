import type { StorageCard } from '../rate-cards/rate-card-schema.js';
import { CM_PER_IN, CUBIC_INCHES_PER_CUBIC_FOOT, round } from './units.js';

/** Cubic feet of a package from its sides in cm (domain research §1.4: in³ / 1,728). */
export function cubicFeet(sidesCm: readonly number[]): number {
  return sidesCm.reduce((v, s) => v * (s / CM_PER_IN), 1) / CUBIC_INCHES_PER_CUBIC_FOOT;
}

export interface StorageFee {
  /** monthly storage over the months, per unit */
  monthly: number;
  /** the aged-inventory surcharge for the months past 180 days, per unit */
  aged: number;
  fee: number;
  /** the months charged, with the rate of each */
  months: { month: number; share: number; perCubicFoot: number }[];
}

/**
 * Storage of one unit for `months` months from `startMonth` (1-12): each month at its season's
 * rate per cubic foot (Jan-Sep or Oct-Dec, standard or oversize, dangerous goods apart), a partial
 * month at its share. A unit older than 180 days also pays the aged-inventory surcharge of its
 * age band, per cubic foot or per unit, whichever is greater (months counted as 30 days).
 */
export function storageFee(
  card: StorageCard,
  options: {
    storageClass: 'standard' | 'oversize';
    cubicFeet: number;
    months: number;
    startMonth: number;
    dangerousGoods: boolean;
  },
): StorageFee {
  const table = options.dangerousGoods ? card.dangerousGoods : card.monthly;
  const months: StorageFee['months'] = [];
  let monthly = 0;
  let aged = 0;
  for (let i = 0; i < Math.ceil(options.months); i++) {
    const share = Math.min(1, options.months - i);
    const month = ((options.startMonth - 1 + i) % 12) + 1;
    const line = table.find((r) => r.storageClass === options.storageClass && r.months.includes(month));
    const perCubicFoot = line?.perCubicFoot ?? 0;
    months.push({ month, share, perCubicFoot });
    monthly += perCubicFoot * options.cubicFeet * share;
    const ageDays = (i + 1) * 30;
    const band = card.agedInventory.find(
      (b) => ageDays >= b.fromDays && (b.toDays === null || ageDays <= b.toDays),
    );
    if (band) aged += Math.max(band.perCubicFoot * options.cubicFeet, band.perUnit ?? 0) * share;
  }
  // storage is charged on the whole stock; per unit it keeps fractions of a cent
  return { monthly: round(monthly, 4), aged: round(aged, 4), fee: round(monthly + aged, 4), months };
}
