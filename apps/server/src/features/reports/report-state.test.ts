import { REPORT_STATE } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { actionsOf, endState, isReportState, nextState } from './report-state.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.message : String(error);
  }
  return 'allowed';
};

describe('the report state machine', () => {
  it('updates only a done report, back to in progress', () => {
    expect(nextState(REPORT_STATE.done, 'update')).toBe(REPORT_STATE.inProgress);
    expect(refusal(() => nextState(REPORT_STATE.inProgress, 'update'))).toBe('reports.cannotUpdate');
    expect(refusal(() => nextState(REPORT_STATE.failed, 'update'))).toBe('reports.cannotUpdate');
  });

  it('recreates only a failed report, back to in progress', () => {
    expect(nextState(REPORT_STATE.failed, 'recreate')).toBe(REPORT_STATE.inProgress);
    expect(refusal(() => nextState(REPORT_STATE.done, 'recreate'))).toBe('reports.noNeedToRecreate');
    expect(refusal(() => nextState(REPORT_STATE.inProgress, 'recreate'))).toBe('reports.noNeedToRecreate');
  });

  it('ends only a report in progress, so a re-run job cannot end it twice', () => {
    expect(endState(REPORT_STATE.inProgress, 'done')).toBe(REPORT_STATE.done);
    expect(endState(REPORT_STATE.inProgress, 'failed')).toBe(REPORT_STATE.failed);
    expect(endState(REPORT_STATE.done, 'failed')).toBeNull();
    expect(endState(REPORT_STATE.failed, 'done')).toBeNull();
  });

  it('offers no action in progress, update when done, recreate when failed', () => {
    expect(actionsOf(REPORT_STATE.inProgress)).toEqual([]);
    expect(actionsOf(REPORT_STATE.done)).toEqual(['update']);
    expect(actionsOf(REPORT_STATE.failed)).toEqual(['recreate']);
    expect([0, 1, 2, 3, -1].map(isReportState)).toEqual([true, true, true, false, false]);
  });
});
