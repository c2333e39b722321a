// Work over a list, a few items at a time: the build's file stages (pictures placed or made,
// text files compressed) keep the disk or zlib's threads busy without starting everything at once.

/** Runs `job` over `items`, `width` at a time; after the first failure no job takes another item. */
export async function pool<T>(
  items: readonly T[],
  width: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      await job(items[next++] as T).catch((error: unknown) => {
        failed = true; // the stage has failed anyway
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, worker));
}
