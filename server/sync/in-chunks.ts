/** Runs a bulk query over ids in bounded slices, so an `IN (…)` list never exceeds the bound
 * parameter limit of any dialect (SQLite 32766, PostgreSQL 65535), whatever the page size. */
export const ID_CHUNK = 2000;

export async function inChunks<T>(ids: readonly number[], run: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  if (ids.length <= ID_CHUNK) return run([...ids]);
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) out.push(...(await run(ids.slice(i, i + ID_CHUNK))));
  return out;
}

export function uniqueIds(ids: Iterable<number | null | undefined>): number[] {
  const set = new Set<number>();
  for (const id of ids) if (typeof id === 'number') set.add(id);
  return [...set];
}
