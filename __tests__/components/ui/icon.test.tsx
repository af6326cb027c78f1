import { render, screen } from "@testing-library/react";
import { ICON_NAMES } from "../../../content/icon-names";
import { Icon } from "../../../src/components/ui/icon";

describe("Icon", () => {
  it.each(ICON_NAMES)("draws %s as one path of SVG path commands", (name) => {
    const { container } = render(<Icon name={name} />);
    const drawn = container.querySelectorAll("svg > *");
    expect(drawn).toHaveLength(1);
    expect(drawn[0].tagName).toBe("path");
    expect(drawn[0].getAttribute("d")).toMatch(/^[Mm][-\d., MmLlHhVvCcSsAaZz]+$/);
  });

  it("is hidden from screen readers when it only decorates text beside it", () => {
    const { container } = render(<Icon name="phone" />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("is an image with its label as its name when it alone carries the meaning", () => {
    render(<Icon name="close" label="Close" />);
    expect(screen.getByRole("img", { name: "Close" })).toBeInTheDocument();
  });
});
