// The auth dialog of SPEC.md §2: Register and Login tabs, mobile number with dial code, password, and
// on Register a promo code and the age/terms box, then the Verify Mobile Number step (verify-step.tsx).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { brand } from '../../site/brand.ts';
import { paths } from '../../site/paths.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import type { AuthTab, DialogComponentProps } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { canSubmit, submitAuth, type AuthFormValues, type PendingVerification } from './auth-submit.ts';
import { AuthTabs, panelId, tabId } from './auth-tabs.tsx';
import { PasswordField } from './password-field.tsx';
import { PhoneField } from '../../ui/phone-field.tsx';
import { VerifyStep } from './verify-step.tsx';
import './auth-dialog.css';

const TITLES: Record<AuthTab, string> = { register: `Join ${brand.name}`, login: 'Welcome back' };

export function AuthDialog({ data, close }: DialogComponentProps<'auth'>) {
  const idPrefix = useId();
  const termsId = useId();
  const promoId = useId();
  const { dialCode } = useSportsbookSettings();
  const loading = useAuthStore((s) => s.loading);
  const authError = useAuthStore((s) => s.authError);
  const authenticated = useAuthStore(selectIsAuthenticated);
  const [tab, setTab] = useState<AuthTab>(data.tab);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [values, setValues] = useState({
    mobileNumber: '',
    password: '',
    promoCode: '',
    acceptedTerms: false,
  });

  // The dialog may be asked for again with another tab while it is open (header Login on /Register).
  const [requestedTab, setRequestedTab] = useState(data.tab);
  if (requestedTab !== data.tab) {
    setRequestedTab(data.tab);
    setTab(data.tab);
    setPending(null);
  }

  // A successful login closes the dialog, whoever completed it.
  useEffect(() => {
    if (authenticated) close();
  }, [authenticated, close]);

  function switchTab(next: AuthTab) {
    setTab(next);
    useAuthStore.getState().setAuthError(null);
  }

  const form: AuthFormValues = { tab, ...values };
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // An unticked terms box still goes through submitAuth, which explains why it cannot continue.
    const termsMissing = tab === 'register' && !values.acceptedTerms;
    if (termsMissing || canSubmit(form, loading))
      void submitAuth(form, dialCode).then((next) => {
        if (next) setPending(next);
      });
  }

  if (pending) {
    return (
      <Dialog title="Verify Mobile Number" onDismiss={() => close()} className="auth-dialog">
        <VerifyStep
          pending={pending}
          onBack={() => {
            useAuthStore.getState().setAuthError(null);
            setPending(null);
          }}
        />
      </Dialog>
    );
  }

  return (
    <Dialog title={TITLES[tab]} onDismiss={() => close()} className="auth-dialog">
      <AuthTabs idPrefix={idPrefix} active={tab} onChange={switchTab} />
      <form
        id={panelId(idPrefix)}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, tab)}
        className="auth-form"
        noValidate
        onSubmit={onSubmit}
      >
        <PhoneField
          dialCode={dialCode}
          value={values.mobileNumber}
          onChange={(mobileNumber) => set({ mobileNumber })}
        />
        <PasswordField
          value={values.password}
          autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
          onChange={(password) => set({ password })}
        />
        {tab === 'register' && (
          <>
            <div className="field">
              <label htmlFor={promoId} className="field__label">
                Promo code <span className="field__optional">(optional)</span>
              </label>
              <div className="field__control">
                <input
                  id={promoId}
                  className="field__input"
                  autoComplete="off"
                  value={values.promoCode}
                  onChange={(event) => set({ promoCode: event.target.value })}
                />
              </div>
            </div>
            <div className="checkbox">
              <input
                id={termsId}
                type="checkbox"
                checked={values.acceptedTerms}
                onChange={(event) => set({ acceptedTerms: event.target.checked })}
              />
              <label htmlFor={termsId}>
                I confirm I am over 18 and agree to the{' '}
                <a href={paths.terms} target="_blank" rel="noopener">
                  Terms and Conditions
                </a>
              </label>
            </div>
          </>
        )}
        {authError && (
          <p className="form-error" role="alert">
            {authError}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!canSubmit(form, loading)}>
          {loading ? 'Please Wait' : 'Continue'}
        </button>
        {tab === 'login' && (
          <Link to={paths.resetPassword} className="auth-form__link" onClick={() => close('navigated')}>
            Forgot password?
          </Link>
        )}
      </form>
    </Dialog>
  );
}
