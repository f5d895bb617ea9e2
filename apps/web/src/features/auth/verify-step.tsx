// The Verify Mobile Number step of registration (SPEC.md §2, §4): the code entry, the server's message
// on failure, and a way back to the form to change the number.
import { useAuthStore } from '../../stores/auth-store.ts';
import { messageOf, requestCode } from '../../api/accounts.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { PhoneText } from '../../ui/phone-text.tsx';
import type { PendingVerification } from './auth-submit.ts';

interface VerifyStepProps {
  pending: PendingVerification;
  onBack: () => void;
}

export function VerifyStep({ pending, onBack }: VerifyStepProps) {
  const loading = useAuthStore((s) => s.loading);
  const authError = useAuthStore((s) => s.authError);

  async function resend(): Promise<number | null> {
    const auth = useAuthStore.getState();
    auth.setAuthError(null);
    try {
      return (await requestCode(pending.request.phone, 'register')).resendAfterSeconds;
    } catch (err) {
      auth.setAuthError(messageOf(err));
      return null;
    }
  }

  return (
    <div className="auth-form">
      <p className="auth-form__intro">
        We sent a 6-digit code by text message to{' '}
        <strong>
          <PhoneText phone={pending.request.phone} />
        </strong>
        . Enter it below to finish creating your account.
      </p>
      <CodeEntry
        resendAfterSeconds={pending.resendAfterSeconds}
        loading={loading}
        onComplete={(code) =>
          void import('./auth-flow.ts').then((flow) => flow.completeRegistration(pending.request, code))
        }
        onResend={resend}
      />
      {authError && (
        <p className="form-error" role="alert">
          {authError}
        </p>
      )}
      <button type="button" className="link-button auth-form__link" disabled={loading} onClick={onBack}>
        Change number
      </button>
    </div>
  );
}
