/**
 * Runs `work` on the items of `source` with at most `limit` calls under way at once and yields the results
 * in the source's order. An item is taken from the source only when a place is free, so at most `limit`
 * items are held at any time, whether still in work or finished and waiting for an earlier one: the report
 * shrinks a few thumbnails ahead of the PDF writer, never all of a large group's.
 *
 * A failing call fails the iteration when its turn comes; calls still under way then finish unobserved.
 */
export async function* mapOrdered<T, R>(
  source: AsyncIterable<T> | Iterable<T>,
  limit: number,
  work: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  if (!(limit >= 1)) throw new RangeError(`limit must be at least 1, not ${limit}`);
  const underWay: Array<Promise<R>> = [];
  for await (const item of source) {
    const result = work(item);
    // Observed at its turn; without this a later call that fails while an earlier one is awaited would be
    // an unhandled rejection.
    result.catch(() => undefined);
    underWay.push(result);
    if (underWay.length >= limit) yield await (underWay.shift() as Promise<R>);
  }
  while (underWay.length > 0) yield await (underWay.shift() as Promise<R>);
}
