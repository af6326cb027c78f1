import { act, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

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

/**
 * Waits until a form has answered its submit: react-hook-form validates and
 * submits in promises, after the click or Enter itself returns. The answer is
 * an invalid field, a confirmation in a status region, or the form gone.
 */
export async function formAnswered(form: HTMLFormElement) {
  await waitFor(() => {
    const confirmed = [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent !== "");
    if (!form.isConnected || confirmed || form.querySelector('[aria-invalid="true"]')) return;
    throw new Error("The form has not answered its submit yet.");
  });
}

/** Clicks a submit button and waits for its form to answer. */
export async function submitWith(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  const form = button.closest("form");
  if (!form) throw new Error("The button is not in a form.");
  await user.click(button);
  await formAnswered(form);
}
