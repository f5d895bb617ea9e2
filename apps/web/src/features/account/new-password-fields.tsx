// New password plus its confirmation, checked with the server's own rule (passwordProblem).
import { passwordProblem } from '@slipstream/domain';
import { TextField } from './text-field.tsx';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** The first problem with a new password and its confirmation, by field. */
export function newPasswordErrors(
  values: NewPasswordValues,
  forbidden: readonly string[] = [],
): { password?: string; confirm?: string } {
  const problem = passwordProblem(values.password, forbidden);
  if (problem) return { password: problem };
  if (values.confirm !== values.password) return { confirm: 'The two passwords are not the same.' };
  return {};
}

interface Props {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors: { password?: string; confirm?: string };
}

export function NewPasswordFields({ values, onChange, errors }: Props) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.password}
        error={errors.password}
        onChange={(password) => onChange({ ...values, password })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={(confirm) => onChange({ ...values, confirm })}
      />
    </>
  );
}
