import { ErrorCode, REPORT_STATE, type ReportState } from '@asinasin/contract';
import { AppError } from '../../platform/http/app-error.js';

/**
 * SPEC §4's report states and the two ways out of them: update (a done report, made again) and
 * recreate (a failed report, made again). Both set the state back to "in progress"; a report in
 * progress takes neither. Refusals carry SPEC §5's messages.
 */
export type ReportAction = 'update' | 'recreate';

export function isReportState(value: number): value is ReportState {
  return value === REPORT_STATE.inProgress || value === REPORT_STATE.done || value === REPORT_STATE.failed;
}

/** The state an action leads to from `state`, or the refusal with its message. */
export function nextState(state: number, action: ReportAction): ReportState {
  if (action === 'update') {
    if (state !== REPORT_STATE.done) throw new AppError(ErrorCode.FAILED, 'reports.cannotUpdate');
    return REPORT_STATE.inProgress;
  }
  if (state !== REPORT_STATE.failed) throw new AppError(ErrorCode.FAILED, 'reports.noNeedToRecreate');
  return REPORT_STATE.inProgress;
}

/** How a generation ends: only a report in progress ends, done or failed. */
export function endState(state: number, outcome: 'done' | 'failed'): ReportState | null {
  if (state !== REPORT_STATE.inProgress) return null;
  return outcome === 'done' ? REPORT_STATE.done : REPORT_STATE.failed;
}

/** The actions a card offers (SPEC §4): none while in progress. */
export function actionsOf(state: number): ReportAction[] {
  if (state === REPORT_STATE.done) return ['update'];
  if (state === REPORT_STATE.failed) return ['recreate'];
  return [];
}
