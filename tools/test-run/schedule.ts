/** One step of `npm test`: a command, the steps it needs first, and what it must not share. */
export interface Step {
  name: string;
  command: string[];
  /** Steps that must have passed before this one starts. */
  after?: string[];
  /** Steps naming the same resource never run at the same time (two Docusaurus builds share `.docusaurus/`). */
  uses?: string;
  /** Runs with nothing beside it: the browser tests keep both cores busy and must not be slowed by other work. */
  alone?: boolean;
}

export interface StepOutcome {
  ok: boolean;
}

export interface StepResult {
  name: string;
  /** `not run` when an earlier step failed first. */
  result: 'passed' | 'failed' | 'not run';
  /** Seconds from the start of the run. */
  start: number;
  seconds: number;
}

export interface ScheduleOptions {
  /** How many steps may run at once. */
  slots: number;
  now?: () => number;
}

/** Checks that every `after` names an earlier step, so the plan can never wait forever. */
export function checkPlan(steps: Step[]): void {
  const seen = new Set<string>();
  for (const step of steps) {
    for (const need of step.after ?? []) {
      if (!seen.has(need)) throw new Error(`Step "${step.name}" needs "${need}", which is not an earlier step`);
    }
    if (seen.has(step.name)) throw new Error(`Two steps are named "${step.name}"`);
    seen.add(step.name);
  }
}

/**
 * Runs the steps, up to `slots` at a time, each as soon as the steps it needs
 * have passed, in list order when several could start; a ready `alone` step
 * waits for the running ones and starts before any step after it. After a failure no
 * further step starts; the ones running finish, so their output is complete.
 */
export async function runSchedule(steps: Step[], run: (step: Step) => Promise<StepOutcome>, { slots, now = () => performance.now() / 1000 }: ScheduleOptions): Promise<StepResult[]> {
  checkPlan(steps);
  const begin = now();
  const results = new Map<string, StepResult>();
  const running = new Map<string, Step>();
  let failed = false;

  const isReady = (step: Step): boolean => !results.has(step.name) && (step.after ?? []).every((need) => results.get(need)?.result === 'passed' && !running.has(need));
  const fits = (step: Step): boolean =>
    !(step.alone && running.size > 0) && ![...running.values()].some((other) => other.alone || (step.uses !== undefined && other.uses === step.uses));

  return new Promise((resolve, reject) => {
    const startReady = (): void => {
      for (const step of steps) {
        if (failed || running.size >= slots) break;
        if (!isReady(step)) continue;
        // A ready step that must run alone holds back the steps after it, or they could keep it waiting.
        if (step.alone && !fits(step)) break;
        if (!fits(step)) continue;
        const start = now() - begin;
        const result: StepResult = { name: step.name, result: 'not run', start, seconds: 0 };
        results.set(step.name, result);
        running.set(step.name, step);
        run(step)
          .then(({ ok }) => ok, () => false)
          .then((ok) => {
            result.seconds = now() - begin - start;
            result.result = ok ? 'passed' : 'failed';
            running.delete(step.name);
            failed ||= !ok;
            startReady();
          })
          .catch(reject);
      }
      if (running.size === 0) {
        resolve(steps.map((step) => results.get(step.name) ?? { name: step.name, result: 'not run', start: 0, seconds: 0 }));
      }
    };
    startReady();
  });
}
