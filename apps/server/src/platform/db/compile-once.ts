import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/**
 * Kysely builds and compiles a query on every call, which costs twice what SQLite needs to run a
 * small indexed one. For the few queries every request runs, the query is compiled once per
 * database handle with a sample value and re-run with the real one. Only for queries whose one
 * parameter is that value: anything else is refused when first compiled.
 */
export function compileOnce<Param, Row>(
  build: (db: Db, param: Param) => Compilable<Row>,
  sample: NoInfer<Param>,
) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, param: Param): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, sample).compile();
      if (query.parameters.length !== 1 || query.parameters[0] !== sample) {
        throw new Error(`compileOnce needs exactly one parameter, got ${query.parameters.length}`);
      }
      compiled.set(db, query);
    }
    const withParam: CompiledQuery<Row> = { ...query, parameters: [param] };
    return (await db.executeQuery(withParam)).rows;
  };
}
