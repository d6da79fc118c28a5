import fs from "node:fs";
import path from "node:path";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";

/** One Playwright project's share of a run, as `.ci/run` and `scripts/test.mjs` print it under "e2e". */
export interface ProjectPhase {
  readonly name: string;
  /** First test start and last test end (ISO); the span is `seconds`. */
  readonly started: string;
  readonly ended: string;
  readonly seconds: number;
  /** Tests by final outcome (a test that passed on a retry is flaky; one not run is skipped). */
  readonly tests: number;
  readonly passed: number;
  readonly failed: number;
  readonly flaky: number;
  readonly skipped: number;
  /** How the Playwright run holding the project ended: passed, failed, timedout or interrupted. */
  readonly run: FullResult["status"];
}

export interface PlaywrightPhases {
  readonly updated: string;
  readonly projects: readonly ProjectPhase[];
}

interface Span {
  start: number;
  end: number;
}

/**
 * Records, per project, the wall-clock span from its first test's start to its last test's end and its tests by
 * outcome, into test-results/phases-playwright.json (or the `outputFile` option). scripts/e2e.mjs runs Playwright
 * once per project, so each run merges its projects into the file (replacing earlier entries of the same name);
 * scripts/test.mjs removes the file before its e2e step. Prints nothing: the list reporter does.
 */
export default class PhaseReporter implements Reporter {
  private readonly spans = new Map<string, Span>();
  private root: Suite | undefined;
  private file = "";

  constructor(private readonly options: { readonly outputFile?: string } = {}) {}

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = suite;
    // The config's outputDir is ../test-results/e2e: the file goes next to it, in the repository's test-results/.
    const configDir = config.configFile ? path.dirname(config.configFile) : config.rootDir;
    this.file = path.resolve(configDir, this.options.outputFile ?? path.join("..", "test-results", "phases-playwright.json"));
  }

  onTestBegin(test: TestCase, result: TestResult): void {
    const span = this.spanOf(test);
    const at = result.startTime.getTime();
    span.start = Math.min(span.start, at);
    span.end = Math.max(span.end, at);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const span = this.spanOf(test);
    span.end = Math.max(span.end, result.startTime.getTime() + result.duration, Date.now());
  }

  onEnd(result: FullResult): void {
    const phases: ProjectPhase[] = [];
    for (const projectSuite of this.root?.suites ?? []) {
      const name = projectSuite.project()?.name ?? "";
      const tests = projectSuite.allTests();
      if (tests.length === 0) continue;
      const count = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
      for (const test of tests) {
        const outcome = test.outcome();
        if (outcome === "expected") count.passed += 1;
        else if (outcome === "unexpected") count.failed += 1;
        else count[outcome] += 1;
      }
      // A project whose tests never started (interrupted first) spans nothing.
      const span = this.spans.get(name) ?? { start: Date.now(), end: Date.now() };
      phases.push({
        name,
        started: new Date(span.start).toISOString(),
        ended: new Date(span.end).toISOString(),
        seconds: Math.round((span.end - span.start) / 100) / 10,
        tests: tests.length,
        ...count,
        run: result.status,
      });
    }
    if (phases.length === 0) return;
    const names = new Set(phases.map((phase) => phase.name));
    const earlier = this.read().filter((phase) => !names.has(phase.name));
    const content: PlaywrightPhases = { updated: new Date().toISOString(), projects: [...earlier, ...phases] };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    // Whole or not at all: a reader never sees half a file.
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`);
    fs.renameSync(temporary, this.file);
  }

  private spanOf(test: TestCase): Span {
    const name = test.parent.project()?.name ?? "";
    let span = this.spans.get(name);
    if (!span) {
      span = { start: Number.POSITIVE_INFINITY, end: Number.NEGATIVE_INFINITY };
      this.spans.set(name, span);
    }
    return span;
  }

  private read(): ProjectPhase[] {
    try {
      const parsed = JSON.parse(fs.readFileSync(this.file, "utf8")) as Partial<PlaywrightPhases>;
      return Array.isArray(parsed.projects) ? [...parsed.projects] : [];
    } catch {
      return [];
    }
  }
}
