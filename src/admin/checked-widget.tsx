// Decap's widgets, with the build's cross-field rules (form-rules.ts) added to
// their validation: when an entry is saved, Decap asks every field's control
// whether it is valid, shows the answer next to the field, and saves nothing
// while any field says no. The rules are checked at the top-level fields,
// which hold every other: a departure ending before it starts is reported on
// the departures list, naming the departure and its field.
import { Component, createElement, type ComponentType } from "react";
import { renameProblem, ruleProblems, schemaOfEntry } from "./entry-rules";

/** The little of Immutable.js that Decap hands its widgets and this module reads. */
interface ImmutableValue {
  toJS(): unknown;
}
interface ImmutableRecord extends ImmutableValue {
  get(key: string): unknown;
}

/** The props of a Decap widget control that the check reads; the rest pass through untouched. */
export interface ControlProps {
  field: ImmutableRecord;
  value: unknown;
  entry: ImmutableRecord;
  collection: ImmutableRecord;
  /** The fields this one sits inside; none for a top-level field. */
  parentIds?: readonly string[];
}

/** Decap's answer to "is this field valid?". */
type Validity = boolean | { error: false | { type: string; message: string } } | Promise<unknown>;

interface ValidatingControl {
  isValid?: () => Validity;
  shouldComponentUpdate?: (nextProps: ControlProps) => boolean;
  focus?: (path?: string) => void;
  getWrappedInstance?: () => ValidatingControl;
}

const plain = (value: unknown) =>
  value && typeof (value as ImmutableValue).toJS === "function" ? (value as ImmutableValue).toJS() : value;

/**
 * The entry as it would be saved with this field's current value, checked
 * against its schema: the problems under this field, when it is a top-level one.
 */
export function problemsOfControl({ field, value, entry, collection, parentIds }: ControlProps): string[] {
  if (parentIds && parentIds.length > 0) return [];
  const name = String(field.get("name"));
  const collectionName = String(collection.get("name"));
  const entryName = String(entry.get("slug") ?? "");
  const schema = schemaOfEntry(collectionName, entryName);
  if (!schema) return [];
  const data = { ...(plain(entry.get("data")) as Record<string, unknown>), [name]: plain(value) };
  const renamed = renameProblem(
    collectionName,
    { name: entryName, isNew: Boolean(entry.get("newRecord")) },
    name,
    value,
  );
  return [...(renamed ? [renamed] : []), ...ruleProblems(schema, data, name)];
}

/** `base` with the build's rules for the field added to its own validation. */
export function checkedControl(base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class CheckedControl extends Component<ControlProps> {
    private inner: ValidatingControl | null = null;

    private setInner = (control: ValidatingControl | null) => {
      this.inner = control?.getWrappedInstance ? control.getWrappedInstance() : control;
    };

    // Decap calls these detached from the instance, so they are arrow functions.
    isValid = (): Validity => {
      const own = this.inner?.isValid ? this.inner.isValid() : true;
      const ownFails = own === false || (typeof own === "object" && "error" in own && own.error !== false);
      if (ownFails || own instanceof Promise) return own;
      const problems = problemsOfControl(this.props);
      return problems.length === 0 ? true : { error: { type: "CUSTOM", message: problems.join("; ") } };
    };

    focus = (path?: string) => this.inner?.focus?.(path);

    // Decap re-renders a field only when its control says so, and asks the control it was handed:
    // this one answers for the widget it wraps (a relation field updates as its options arrive),
    // or as Decap does for a widget with no opinion.
    shouldComponentUpdate(nextProps: ControlProps & Record<string, unknown>) {
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, nextProps);
      const props = this.props as ControlProps & Record<string, unknown>;
      return ["value", "classNameWrapper", "hasActiveStyle"].some((key) => props[key] !== nextProps[key]);
    }

    render() {
      return createElement(base, { ...this.props, ref: this.setInner } as ControlProps);
    }
  };
}
