/**
 * Whether `npm run deploy` may publish firestore.rules, given what happened to the rules
 * tests. Rules that were never tested are not published unless the owner says so explicitly.
 */

/** The flag that publishes without running the rules tests: `npm run deploy -- --skip-rules-tests`. */
export const SKIP_RULES_TESTS_FLAG = '--skip-rules-tests';

/**
 * Set for scripts/test-rules.ts by callers that need the tests to have run (deploy, CI): an
 * emulator that cannot start then exits with RULES_TESTS_NOT_RUN_EXIT_CODE instead of 0.
 */
export const RULES_TESTS_REQUIRED_ENV = 'RULES_TESTS_REQUIRED';
export const RULES_TESTS_NOT_RUN_EXIT_CODE = 3;

type RulesTestsGate = { publish: true; warning?: string } | { publish: false; reason: string };

/**
 * `exitCode` is the rules tests' exit status, or 'not-run' when the owner skipped them.
 * Only a passing run, or an explicit skip, lets the rules go out.
 */
export function rulesTestsGate(exitCode: number | null | 'not-run'): RulesTestsGate {
  if (exitCode === 'not-run') {
    return {
      publish: true,
      warning: `Publishing firestore.rules without running their tests (${SKIP_RULES_TESTS_FLAG}).`,
    };
  }
  if (exitCode === 0) return { publish: true };
  if (exitCode === RULES_TESTS_NOT_RUN_EXIT_CODE) {
    return {
      publish: false,
      reason:
        'Not deploying: the firestore.rules tests could not run here (the reason is printed above). ' +
        'Deploy from a machine with Java 21+ where the Firestore emulator starts, or, knowing the rules are ' +
        `untested, run \`npm run deploy -- ${SKIP_RULES_TESTS_FLAG}\`.`,
    };
  }
  return {
    publish: false,
    reason: 'Not deploying: the firestore.rules tests failed (see above). Fix the rules first.',
  };
}
