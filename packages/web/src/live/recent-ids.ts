/** How many event ids a tab remembers to recognise one it has already handled. */
const REMEMBERED = 500;

/**
 * The ids of recently handled live events. A reconnecting stream is caught up from its last id and may send
 * an event again (one that committed late); remembering ids keeps each from being handled twice.
 */
export class RecentIds {
  readonly #ids = new Set<string>();

  /** Whether `id` is new; remembers it. */
  isNew(id: string): boolean {
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    if (this.#ids.size > REMEMBERED) this.#ids.delete(this.#ids.values().next().value!);
    return true;
  }
}
