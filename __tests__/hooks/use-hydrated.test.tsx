import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useHydrated } from "../../src/hooks/use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "browser" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false while the server renders, so the markup is the same for every visitor", () => {
    expect(renderToString(<Probe />)).toBe("<p>server</p>");
  });

  it("is true once the component renders in the browser", () => {
    render(<Probe />);
    expect(screen.getByText("browser")).toBeInTheDocument();
  });
});
