import { classesOfCategory } from '../../catalog/index.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * The Nice classes whose marks the listing tools' brand-word scan flags: those of the product's
 * category as the seller picked it from the category → Nice class map (docs/risk.md "Classes").
 * No category: undefined, and marks of every class count (a listing has no catalog category of
 * its own). A category the map does not name is refused rather than silently scanned wider.
 */
export function listingClasses(category: string | undefined): number[] | undefined {
  if (!category) return undefined;
  const found = classesOfCategory(category);
  if (!found.category) throw AppError.badRequest('listing.categoryUnknown', { category });
  return found.classes;
}
