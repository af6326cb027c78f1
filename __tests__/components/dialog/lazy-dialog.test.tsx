import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazyDialog, type DialogProps } from "../../../src/components/dialog/lazy-dialog";

function GreetingDialog({ subject, onClose }: DialogProps<string>) {
  return (
    <div role="dialog" aria-label={`Hello ${subject}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function setUp() {
  const load = jest.fn(() => Promise.resolve({ default: GreetingDialog }));
  const useGreeting = lazyDialog<string>(load);
  function Page() {
    const greeting = useGreeting();
    return (
      <>
        <button type="button" {...greeting.triggerFor("Asha")}>
          Greet Asha
        </button>
        <button type="button" {...greeting.triggerFor("Rohan")}>
          Greet Rohan
        </button>
        {greeting.dialog}
      </>
    );
  }
  render(<Page />);
  return { load };
}

describe("lazyDialog", () => {
  it("loads nothing until a visitor shows interest", () => {
    const { load } = setUp();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("starts loading the dialog's code when a trigger is pointed at or focused", async () => {
    const user = userEvent.setup();
    const { load } = setUp();
    await user.hover(screen.getByRole("button", { name: "Greet Asha" }));
    expect(load).toHaveBeenCalled();
    load.mockClear();
    screen.getByRole("button", { name: "Greet Rohan" }).focus();
    expect(load).toHaveBeenCalled();
  });

  it("marks its triggers as opening a dialog", () => {
    setUp();
    expect(screen.getByRole("button", { name: "Greet Asha" })).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("opens the dialog for the subject of the trigger, and returns focus to it on close", async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(screen.getByRole("button", { name: "Greet Rohan" }));
    await screen.findByRole("dialog", { name: "Hello Rohan" });
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Greet Rohan" })).toHaveFocus();
  });
});
