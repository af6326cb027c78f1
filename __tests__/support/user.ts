import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as timers from "node:timers";

/**
 * A user-event session on Jest's fake clock, for flows that wait on timers
 * (the dialogs' auto-close). `applyAccept: false` lets a test pick any file,
 * as a visitor can with the picker's 'All files' option.
 */
export function userOnFakeClock() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
}

/** Moves the fake clock on, letting React apply what the timers did. */
export function advanceClock(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

// Node's own timer, which Jest's fake clock does not replace.
const { setTimeout: realSetTimeout } = jest.requireActual<typeof timers>("node:timers");

/**
 * Lets every pending promise settle and React apply the result. Forms
 * validate and submit in promises (react-hook-form awaits its resolver), so
 * their answer arrives after the click or Enter itself returns. Part of that
 * answer may be rendered by React's scheduler on a real 0 ms timeout, queued
 * before this one, so it has run by the time this resolves.
 */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => realSetTimeout(resolve, 0));
  });
}

/** Clicks a submit button and waits for its form's answer. */
export async function submitWith(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  await settle();
}
