import { CHECKS, type CheckName, type CheckOutcome } from './checks';
import type { LocalePass } from './corpus-answers';

/** One idea run through one provider and one locale pass, with its checks. */
export interface CorpusRun {
  idea: string;
  provider: 'builtin' | 'llm';
  pass: LocalePass;
  outcomes: CheckOutcome[];
}

export interface CorpusReport {
  /** Per check: how many runs it held in, out of how many it ran in. */
  checks: Array<{ check: CheckName; held: number; run: number }>;
  failures: Array<{ idea: string; provider: string; pass: LocalePass; check: CheckName; where: string; excerpt: string }>;
  held: number;
  run: number;
}

/** The report of a corpus run: per check held out of run, every failure, and the totals. */
export function corpusReport(runs: readonly CorpusRun[]): CorpusReport {
  const outcomes = runs.flatMap((run) => run.outcomes.map((outcome) => ({ run, outcome })));
  const checks = CHECKS.map((check) => {
    const ofCheck = outcomes.filter(({ outcome }) => outcome.check === check);
    return { check, held: ofCheck.filter(({ outcome }) => outcome.failures.length === 0).length, run: ofCheck.length };
  }).filter(({ run }) => run > 0);
  const failures = outcomes.flatMap(({ run, outcome }) =>
    outcome.failures.map((failure) => ({ idea: run.idea, provider: run.provider, pass: run.pass, check: outcome.check, ...failure })),
  );
  return { checks, failures, held: checks.reduce((sum, { held }) => sum + held, 0), run: checks.reduce((sum, { run }) => sum + run, 0) };
}

/** The report as the bench prints it: one line per check, the failures grouped by check, then 'N checks held out of M'. */
export function reportLines(report: CorpusReport): string[] {
  const width = Math.max(...report.checks.map(({ check }) => check.length));
  return [
    ...report.checks.map(({ check, held, run }) => `${check.padEnd(width)}  ${String(held).padStart(4)} / ${run}`),
    ...report.checks.flatMap(({ check }) => {
      const failures = report.failures.filter((failure) => failure.check === check);
      return failures.length === 0
        ? []
        : ['', `${check}: ${failures.length} failure(s)`, ...failures.map((failure) => `  ${failure.idea} [${failure.provider}, ${failure.pass}] ${failure.where}: ${failure.excerpt}`)];
    }),
    '',
    `${report.held} checks held out of ${report.run}`,
  ];
}
