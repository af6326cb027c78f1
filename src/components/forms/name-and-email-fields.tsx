import type { UseFormRegisterReturn } from "react-hook-form";
import { useMessages } from "../../hooks/use-messages";
import { Field } from "./field";

interface NameAndEmailFieldsProps {
  /** The form's `register`, for its fullName and email values. */
  register: (name: "fullName" | "email") => UseFormRegisterReturn;
  errors: { fullName?: { message?: string }; email?: { message?: string } };
}

/**
 * Who is asking: the first fields of the booking and job application forms,
 * which requests/form-rules.ts checks alike. The name takes the dialog's first focus.
 */
export function NameAndEmailFields({ register, errors }: NameAndEmailFieldsProps) {
  const messages = useMessages("forms");
  return (
    <>
      <Field label={messages.fullName} error={errors.fullName?.message}>
        {(control) => <input {...control} {...register("fullName")} type="text" autoComplete="name" data-autofocus />}
      </Field>
      <Field label={messages.email} error={errors.email?.message}>
        {(control) => <input {...control} {...register("email")} type="email" autoComplete="email" />}
      </Field>
    </>
  );
}
