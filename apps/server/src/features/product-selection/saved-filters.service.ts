import {
  ErrorCode,
  SAVED_FILTER_NAME_MAX,
  SAVED_FILTERS_MAX,
  productSelectionQuery,
  type ProductSelectionQuery,
  type SavedFilter,
} from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/engine.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  countSavedFilters,
  deleteSavedFilter,
  findSavedFilter,
  findSavedFilterByName,
  insertSavedFilter,
  listSavedFilters,
  updateSavedFilter,
  type SavedFilterRow,
} from './saved-filters.repository.js';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'savedFilters.notFound');
const nameTaken = () => AppError.badRequest('savedFilters.nameTaken');

/** The name as stored: trimmed, 1 to 40 characters (counted as the seller sees them). */
function checkedName(name: string): string {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > SAVED_FILTER_NAME_MAX) {
    throw AppError.badRequest('savedFilters.nameLength', { max: SAVED_FILTER_NAME_MAX });
  }
  return trimmed;
}

/** The stored query is always the first page: a saved search opens at its start. */
const storedQuery = (query: ProductSelectionQuery) => JSON.stringify({ ...query, page: 1 });

function toSavedFilter(row: SavedFilterRow): SavedFilter {
  return {
    id: Number(row.id),
    name: row.name,
    // written only after the contract's schema passed; parsed again so defaults added later apply
    query: productSelectionQuery.parse(JSON.parse(row.query)),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A seller's saved filter sets: every call names the owner, so no seller reaches another's. */
export class SavedFiltersService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async list(userId: number): Promise<SavedFilter[]> {
    return (await listSavedFilters(this.db, userId)).map(toSavedFilter);
  }

  /** Create, overwrite the set of the same name, or (with an id) rename and maybe overwrite. */
  async save(
    userId: number,
    body: { id?: number; name: string; query?: ProductSelectionQuery },
  ): Promise<SavedFilter> {
    const name = checkedName(body.name);
    const query = body.query === undefined ? undefined : storedQuery(body.query);
    const now = this.now();
    try {
      if (body.id !== undefined) {
        const clash = await findSavedFilterByName(this.db, userId, name);
        if (clash && clash.id !== body.id) throw nameTaken();
        if (!(await updateSavedFilter(this.db, userId, body.id, { name, query, now }))) throw notFound();
        return toSavedFilter((await findSavedFilter(this.db, userId, body.id))!);
      }
      if (query === undefined) throw AppError.badRequest('savedFilters.queryRequired');
      const same = await findSavedFilterByName(this.db, userId, name);
      if (same) {
        await updateSavedFilter(this.db, userId, same.id, { name, query, now });
        return toSavedFilter((await findSavedFilter(this.db, userId, same.id))!);
      }
      if ((await countSavedFilters(this.db, userId)) >= SAVED_FILTERS_MAX) {
        throw AppError.badRequest('savedFilters.tooMany', { max: SAVED_FILTERS_MAX });
      }
      const id = await insertSavedFilter(this.db, { user_id: userId, name, query, now });
      return toSavedFilter((await findSavedFilter(this.db, userId, id))!);
    } catch (error) {
      // two saves of one new name at once: the unique index keeps one, the other hears why
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteSavedFilter(this.db, userId, id))) throw notFound();
  }
}
