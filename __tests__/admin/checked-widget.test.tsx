import { render } from "@testing-library/react";
import { Component, createRef, type ComponentClass } from "react";
import { checkedControl, type ControlProps } from "../../src/admin/checked-widget";
import { trips } from "../../e2e/support/site";

/** Decap hands widgets Immutable.js values; these stand-ins have the two methods the check reads. */
const immutable = (value: Record<string, unknown>) => ({
  get: (key: string) => value[key],
  toJS: () => value,
});

const spiti = trips.find((trip) => trip.slug === "spiti-winter-expedition")!;

class BaseControl extends Component<ControlProps & { ownError?: string; updates?: boolean }> {
  isValid = () => (this.props.ownError ? { error: { type: "RANGE", message: this.props.ownError } } : true);
  shouldComponentUpdate(next: { updates?: boolean }) {
    return Boolean(next.updates);
  }
  render() {
    return <p>control</p>;
  }
}

interface Checked {
  isValid(): unknown;
  shouldComponentUpdate(next: unknown): boolean;
}

function mount(field: string, value: unknown, extra: Record<string, unknown> = {}) {
  // A class component, so that Decap (and this test) can hold it by ref.
  const Checked = checkedControl(BaseControl as never) as unknown as ComponentClass<Record<string, unknown>>;
  const ref = createRef<Checked>();
  const props = {
    field: immutable({ name: field }),
    value,
    entry: immutable({ slug: spiti.slug, newRecord: false, data: immutable(spiti) }),
    collection: immutable({ name: "trips" }),
    ...extra,
  };
  render(<Checked {...props} ref={ref as never} />);
  return ref.current!;
}

describe("Decap's widgets with the build's cross-field rules", () => {
  const endsBeforeStart = spiti.departures.map((departure, index) =>
    index === 0 ? { ...departure, endDate: "2020-01-01" } : departure,
  );

  it("refuses a top-level field the build would refuse, in the build's words", () => {
    expect(mount("departures", { toJS: () => endsBeforeStart }).isValid()).toEqual({
      error: { type: "CUSTOM", message: "departures[1].endDate must be on or after startDate" },
    });
    expect(mount("departures", spiti.departures).isValid()).toBe(true);
  });

  it("leaves fields inside another to the top-level field that holds them", () => {
    expect(mount("departures", endsBeforeStart, { parentIds: ["departures-field-1"] }).isValid()).toBe(true);
  });

  it("lets the widget's own validation speak first", () => {
    const control = mount("departures", endsBeforeStart, { ownError: "Departures must have at least 1 item." });
    expect(control.isValid()).toEqual({ error: { type: "RANGE", message: "Departures must have at least 1 item." } });
  });

  it("re-renders when the wrapped widget would", () => {
    const control = mount("departures", spiti.departures);
    expect(control.shouldComponentUpdate({ updates: true })).toBe(true);
    expect(control.shouldComponentUpdate({ updates: false })).toBe(false);
  });
});
