/**
 * Runs a task so that at most one runs at a time, and a request made while one runs triggers
 * exactly one follow-up run (however many requests came in). Every caller's promise resolves when
 * a run that started after its request has finished, so "pull now" really includes its trigger.
 */
export class SingleFlight<T> {
  private running: Promise<T> | null = null;
  private followUp: Promise<T> | null = null;

  constructor(private readonly task: () => Promise<T>) {}

  get busy(): boolean {
    return this.running !== null;
  }

  run(): Promise<T> {
    // Checked first: between a run's end and its follow-up's start, `running` is already null.
    if (this.followUp) return this.followUp;
    if (!this.running) return this.start();
    this.followUp ??= this.running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.followUp;
  }

  private start(): Promise<T> {
    this.followUp = null;
    const run = this.task().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}
