// The server side of the auth dialog (SPEC.md §4 "Login and logout", "Auth dialog"; §5; §8): login,
// and registration as verify-username → send-otp → (Verify Mobile Number) verify-otp → register →
// login. Loading and the dialog's error live in the auth store, so the dialog only renders them.
import { passwordProblem, phoneForms } from '@slipstream/domain';
import * as accounts from '../../api/accounts.ts';
import { messageOf, requestCode } from '../../api/accounts.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { loadLoginData } from '../../stores/load-session-data.ts';
import { goTo } from '../../stores/session.ts';
import { useTrackingStore } from '../../stores/tracking-store.ts';
import type { AuthRequest } from './auth-submit.ts';

/** SPEC.md §5 / §8 text when verify-username says the number has an account. */
export const ACCOUNT_EXISTS_TEXT = 'An account already exists with this number.';

/** Steps 1–4 of SPEC.md §4 "Login and logout"; a failure is shown in the dialog and loading ends. */
export async function loginFlow(phone: string, password: string): Promise<boolean> {
  const auth = useAuthStore.getState();
  auth.loginStarted();
  try {
    const { token } = await accounts.login(phone, password);
    useAuthStore.getState().loginSucceeded(token, phone);
  } catch (err) {
    useAuthStore.getState().loginFailed(messageOf(err));
    return false;
  }
  await loadLoginData();
  goTo(useAuthStore.getState().consumeReturnUrl());
  return true;
}

/** Register, before the code: checks the password and the number, then texts a code. */
export async function startRegistration(
  request: AuthRequest,
  dialCode: string,
): Promise<{ resendAfterSeconds: number } | null> {
  const auth = useAuthStore.getState();
  const weak = passwordProblem(request.password, phoneForms(request.phone, dialCode));
  if (weak) {
    auth.loginFailed(weak);
    return null;
  }
  auth.loginStarted();
  try {
    if (await accounts.accountExists(request.phone)) {
      useAuthStore.getState().loginFailed(ACCOUNT_EXISTS_TEXT);
      return null;
    }
    const sent = await requestCode(request.phone, 'register');
    useAuthStore.getState().setLoading(false);
    return sent;
  } catch (err) {
    useAuthStore.getState().loginFailed(messageOf(err));
    return null;
  }
}

/** The Verify Mobile Number step once 6 digits are in: verify, register, then log in. */
export async function completeRegistration(request: AuthRequest, code: string): Promise<boolean> {
  const auth = useAuthStore.getState();
  auth.loginStarted();
  let verificationToken: string;
  try {
    verificationToken = await accounts.verifyOtp(request.phone, code, 'register');
  } catch (err) {
    // SPEC.md §8: the server's message is shown in the auth dialog.
    useAuthStore.getState().loginFailed(messageOf(err));
    return false;
  }
  try {
    await accounts.register({
      phone: request.phone,
      password: request.password,
      promoCode: request.promoCode || undefined,
      trackingToken: useTrackingStore.getState().trackingToken ?? undefined,
      verificationToken,
    });
  } catch (err) {
    useAuthStore.getState().loginFailed(messageOf(err));
    return false;
  }
  // The token has done its job; a later registration from this browser is not the same campaign click.
  useTrackingStore.getState().setTrackingToken(null);
  return loginFlow(request.phone, request.password);
}
