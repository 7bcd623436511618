import { act } from '@testing-library/react';

/**
 * Lets the work a click has started run out (promise chains, zero-delay timers such as
 * react-query's notifications, React renders) before a test checks that something did NOT happen.
 * It counts turns of the event loop, not milliseconds: a sleep of 50 ms covers fewer turns the
 * busier the machine is, these turns stay the same.
 */
export async function settle(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}
