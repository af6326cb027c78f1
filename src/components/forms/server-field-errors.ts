import * as React from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts the server's messages on a react-hook-form form's fields, focusing the first, as its own messages are. */
export function useServerFieldErrors<Values extends FieldValues>(setError: UseFormSetError<Values>) {
  return React.useCallback(
    (errors: Record<string, string>) =>
      Object.entries(errors).forEach(([name, message], index) =>
        setError(name as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 }),
      ),
    [setError],
  );
}
