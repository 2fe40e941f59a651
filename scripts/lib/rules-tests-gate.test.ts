import { describe, expect, it } from 'vitest';
import { RULES_TESTS_NOT_RUN_EXIT_CODE, rulesTestsGate, SKIP_RULES_TESTS_FLAG } from './rules-tests-gate';

describe('rulesTestsGate', () => {
  it('publishes after the rules tests passed', () => {
    expect(rulesTestsGate(0)).toEqual({ publish: true });
  });

  it('refuses when the tests could not run, naming the way out', () => {
    const gate = rulesTestsGate(RULES_TESTS_NOT_RUN_EXIT_CODE);
    expect(gate.publish).toBe(false);
    expect(gate).toMatchObject({ reason: expect.stringContaining('could not run') });
    expect(gate).toMatchObject({ reason: expect.stringContaining(`npm run deploy -- ${SKIP_RULES_TESTS_FLAG}`) });
  });

  it('refuses when the tests failed or were killed, whatever the owner asked', () => {
    for (const exitCode of [1, 2, null]) {
      expect(rulesTestsGate(exitCode)).toMatchObject({ publish: false, reason: expect.stringContaining('failed') });
    }
  });

  it('publishes untested rules only on the explicit flag, and says so', () => {
    expect(rulesTestsGate('not-run')).toEqual({
      publish: true,
      warning: expect.stringContaining('without running their tests'),
    });
  });
});
