// PGlite has exactly one connection. Every query and every transaction takes a
// turn in this queue, so a request's BEGIN ... COMMIT is never interleaved with
// another request's statements.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task)
    // The chain must survive failures, or one error would block every later task.
    this.tail = result.catch(() => undefined)
    return result
  }
}
