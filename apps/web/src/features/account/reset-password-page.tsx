// Reset password (SPEC.md §2 /Account/ResetPassword, public): the number, the texted code (send-otp
// with purpose reset-password, the same Send Again countdown), then a new password; success offers Login.
import { composePhone, phoneForms } from '@slipstream/domain';
import { useState, type FormEvent } from 'react';
import { openDialog } from '../../stores/dialog-store.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { Page } from '../../ui/page.tsx';
import { messageOf, requestCode, resetPassword, sendOtp, verifyOtp } from '../../api/accounts.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { PhoneField } from '../../ui/phone-field.tsx';
import { PhoneText } from '../../ui/phone-text.tsx';
import { NewPasswordFields, newPasswordErrors } from './new-password-fields.tsx';
import './account.css';

type Step =
  | { name: 'number' }
  | { name: 'code'; phone: string; resendAfterSeconds: number }
  | { name: 'password'; phone: string; verificationToken: string }
  | { name: 'done' };

export function ResetPasswordPage() {
  const { dialCode } = useSportsbookSettings();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [number, setNumber] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    setError(null);
    setBusy(true);
    try {
      return await work();
    } catch (err) {
      setError(messageOf(err));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const phone = composePhone(dialCode, number);
    // Not requestCode: a code sent moments ago may have been a registration code, which cannot reset,
    // so the server's "Please wait N seconds" is shown instead of the code step.
    const sent = await run(() => sendOtp(phone, 'reset-password'));
    if (sent) setStep({ name: 'code', phone, resendAfterSeconds: sent.resendAfterSeconds });
  }

  async function checkCode(phone: string, code: string) {
    const verificationToken = await run(() => verifyOtp(phone, code, 'reset-password'));
    if (verificationToken) setStep({ name: 'password', phone, verificationToken });
  }

  async function save(event: FormEvent, phone: string, verificationToken: string) {
    event.preventDefault();
    const problems = newPasswordErrors(passwords, phoneForms(phone, dialCode));
    setFieldErrors(problems);
    if (problems.password || problems.confirm) return;
    const ok = await run(async () => {
      await resetPassword(phone, verificationToken, passwords.password);
      return true;
    });
    if (ok) setStep({ name: 'done' });
  }

  const errorLine = error && (
    <p className="form-error" role="alert">
      {error}
    </p>
  );

  return (
    <Page title="Reset password">
      {step.name === 'number' && (
        <form className="account-form account-form--narrow" noValidate onSubmit={(e) => void sendCode(e)}>
          <p className="account-note">
            Enter the mobile number of your account. We text you a 6-digit code to confirm it is yours.
          </p>
          <PhoneField dialCode={dialCode} value={number} onChange={setNumber} />
          {errorLine}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy || number === ''}>
            {busy ? 'Please Wait' : 'Send code'}
          </button>
        </form>
      )}
      {step.name === 'code' && (
        <div className="account-form account-form--narrow">
          <p className="account-note">
            We sent a 6-digit code to{' '}
            <strong>
              <PhoneText phone={step.phone} />
            </strong>
            . Enter it below.
          </p>
          <CodeEntry
            resendAfterSeconds={step.resendAfterSeconds}
            loading={busy}
            onComplete={(code) => void checkCode(step.phone, code)}
            onResend={async () =>
              (await run(() => requestCode(step.phone, 'reset-password')))?.resendAfterSeconds ?? null
            }
          />
          {errorLine}
        </div>
      )}
      {step.name === 'password' && (
        <form
          className="account-form account-form--narrow"
          noValidate
          onSubmit={(e) => void save(e, step.phone, step.verificationToken)}
        >
          <p className="account-note">
            Choose a new password for <PhoneText phone={step.phone} />.
          </p>
          <NewPasswordFields values={passwords} onChange={setPasswords} errors={fieldErrors} />
          {errorLine}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? 'Please Wait' : 'Save new password'}
          </button>
        </form>
      )}
      {step.name === 'done' && (
        <div className="account-form account-form--narrow">
          <p className="form-success" role="status">
            Your password has been changed. You have been signed out everywhere; log in with your new
            password.
          </p>
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => void openDialog('auth', { tab: 'login' })}
          >
            Login
          </button>
        </div>
      )}
    </Page>
  );
}
