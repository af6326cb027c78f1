import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { FormErrors } from "../../../requests/form-rules";

/**
 * Lets react-hook-form check a form with one of the pure validators in
 * requests/form-rules.ts, so the rules live once, outside React.
 */
export function formRulesResolver<Values extends FieldValues>(
  validate: (values: Values) => FormErrors<Values>,
): Resolver<Values> {
  return (values) => {
    const messages = Object.entries(validate(values)) as [string, string][];
    if (messages.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(messages.map(([name, message]) => [name, { type: "validate", message }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
