import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { BackButton } from "../../../src/components/ui/back-button";

afterEach(() => jest.restoreAllMocks());

describe("BackButton", () => {
  it("goes one step back after navigating within the site", async () => {
    const user = userEvent.setup();
    // What Gatsby's router leaves on entries it pushes.
    window.history.pushState({ key: "1700000000000" }, "", "/careers/");
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
    render(<BackButton />);
    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes home when the page was opened directly", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/careers/");
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
    render(<BackButton />);
    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("is a real link home before JavaScript runs", () => {
    render(<BackButton />);
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  });
});
