// Change password on /Account/SafetySecurity (PUT auth/update/password). Every other session ends and
// the answer carries this device's new token, which replaces the old one in the auth store.
import { phoneForms } from '@slipstream/domain';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/accounts.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { showToast } from '../../ui/toast-store.ts';
import { NewPasswordFields, newPasswordErrors } from './new-password-fields.tsx';
import { TextField } from './text-field.tsx';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { dialCode } = useSportsbookSettings();
  const mobile = useAuthStore((s) => s.mobile_number);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = {
      ...(current === '' ? { current: 'Enter your current password.' } : {}),
      ...newPasswordErrors(next, mobile ? phoneForms(mobile, dialCode) : []),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const token = await changePassword(current, next.password);
      const auth = useAuthStore.getState();
      auth.loginSucceeded(token, auth.mobile_number ?? mobile ?? '');
      setCurrent('');
      setNext({ password: '', confirm: '' });
      showToast('Your password was changed. Your other devices have been signed out.');
      onChanged();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const code = (err as { code?: string }).code;
      if (code === 'PASSWORD_INCORRECT') setErrors({ current: message });
      else if (code === 'PASSWORD_INVALID') setErrors({ password: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="account-form account-form--narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={setCurrent}
      />
      <NewPasswordFields values={next} onChange={setNext} errors={errors} />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? 'Please Wait' : 'Change password'}
      </button>
    </form>
  );
}
