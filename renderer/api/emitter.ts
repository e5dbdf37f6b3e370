/** A minimal listener set: subscribe returns its own unsubscribe. */
export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>();

  on(cb: (value: T) => void): () => void {
    this.listeners.add(cb);
    return () => {
      this.listeners.delete(cb);
    };
  }

  emit(value: T): void {
    for (const cb of [...this.listeners]) {
      try {
        cb(value);
      } catch (err) {
        console.error(err);
      }
    }
  }
}
