export { BrandFlagsScope, BrandFlagTag, withBrandFlags } from './brand-flag';
export { getBrandFlags, useBrandFlags } from './brand-flags-api';
