import { ErrorCode, REPORT_MODULE, type ReportKind } from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import type { ModuleRow } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * The report calls carry the module's id and path as the web's module store holds them (SPEC §7):
 * the id must be a module, that module must be this kind's (asin_fx_update, sc_fx_update), and the
 * path must be its page. Anything else is refused before any charge.
 */
export async function checkMold(
  db: Db,
  kind: ReportKind,
  mold: { mold_id: number; path: string },
): Promise<ModuleRow> {
  const module = await db.selectFrom('modules').selectAll().where('id', '=', mold.mold_id).executeTakeFirst();
  if (!module) throw new AppError(ErrorCode.BAD_REQUEST, 'reports.moldUnknown');
  if (module.key !== REPORT_MODULE[kind] || module.path !== mold.path) {
    throw new AppError(ErrorCode.BAD_REQUEST, 'reports.moldMismatch');
  }
  return module;
}
