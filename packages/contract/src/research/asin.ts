import { z } from 'zod';
import { ASIN_PATTERN, LIMITS } from '../constants.js';

/**
 * SPEC §5's ASIN rule for every research call: trimmed and upper-cased; empty is 'ASIN不能为空',
 * anything but B0 + 8 letters or digits is '错误的ASIN' (server messages research.asin*).
 */
export const asinField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { message: 'research.asinRequired' })
  .max(LIMITS.asin, { message: 'research.asinInvalid', abort: true })
  .regex(ASIN_PATTERN, { message: 'research.asinInvalid' });
