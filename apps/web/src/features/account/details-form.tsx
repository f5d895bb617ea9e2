// The editable personal details of /Account/Me (PUT auth/update/details): checked here with the
// domain's rules the server applies too, server errors shown beside their field when the message names one.
import {
  ADDRESS_MAX_LENGTH,
  dateOfBirthProblem,
  isEmailAddress,
  isPersonName,
  NAME_MAX_LENGTH,
  REGION_MAX_LENGTH,
} from '@slipstream/domain';
import { useState, type FormEvent } from 'react';
import { updateDetails, type AccountDetails, type EditableDetails } from '../../api/accounts.ts';
import { showToast } from '../../ui/toast-store.ts';
import { fieldOfMessage, TextField } from './text-field.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'dateOfBirth', 'address', 'city', 'state'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  city: 'City',
  state: 'State',
};

function initialValues(details: AccountDetails): Values {
  const out = {} as Values;
  for (const field of FIELDS) out[field] = details[field] ?? '';
  return out;
}

function nameProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length > NAME_MAX_LENGTH) return `At most ${NAME_MAX_LENGTH} characters.`;
  return isPersonName(value) ? null : 'Use letters, spaces, hyphens and apostrophes only.';
}

/** Client-side checks; each answer is shown under its field. */
export function validateDetails(values: Values, today: Date): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const first = nameProblem(values.firstName.trim());
  if (first) errors.firstName = first;
  const last = nameProblem(values.lastName.trim());
  if (last) errors.lastName = last;
  const email = values.email.trim();
  if (email !== '' && !isEmailAddress(email)) errors.email = 'Enter an email address like name@example.com.';
  if (values.dateOfBirth !== '') {
    const dob = dateOfBirthProblem(values.dateOfBirth, today);
    if (dob) errors.dateOfBirth = dob;
  }
  if (values.address.trim().length > ADDRESS_MAX_LENGTH)
    errors.address = `At most ${ADDRESS_MAX_LENGTH} characters.`;
  if (values.city.trim().length > REGION_MAX_LENGTH) errors.city = `At most ${REGION_MAX_LENGTH} characters.`;
  if (values.state.trim().length > REGION_MAX_LENGTH)
    errors.state = `At most ${REGION_MAX_LENGTH} characters.`;
  return errors;
}

export function DetailsForm({
  details,
  onSaved,
}: {
  details: AccountDetails;
  onSaved: (d: AccountDetails) => void;
}) {
  const [values, setValues] = useState(() => initialValues(details));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = validateDetails(values, new Date());
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // Only what changed is sent; "" clears a field on the server.
    const patch: EditableDetails = {};
    for (const field of FIELDS) {
      const value = values[field].trim();
      if (value !== (details[field] ?? '')) patch[field] = value === '' ? null : value;
    }
    if (Object.keys(patch).length === 0) {
      showToast('Nothing to save: your details are unchanged.', 'info');
      return;
    }
    setSaving(true);
    try {
      const saved = await updateDetails(patch);
      onSaved(saved);
      showToast('Your details were saved.');
    } catch (err) {
      const { field, text } = fieldOfMessage(err instanceof Error ? err.message : String(err), FIELDS);
      if (field) setErrors({ [field]: text });
      else setFormError(text);
    } finally {
      setSaving(false);
    }
  }

  const bind = (field: Field) => ({
    label: LABELS[field],
    value: values[field],
    error: errors[field],
    onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
  });

  return (
    <form className="account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="account-form__grid">
        <TextField {...bind('firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <TextField {...bind('lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        <TextField {...bind('email')} type="email" autoComplete="email" />
        <TextField {...bind('dateOfBirth')} type="date" autoComplete="bday" hint="You must be 18 or older." />
        <TextField {...bind('address')} autoComplete="street-address" />
        <TextField {...bind('city')} autoComplete="address-level2" />
        <TextField {...bind('state')} autoComplete="address-level1" />
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}
