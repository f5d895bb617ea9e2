// What Continue in the auth dialog does (SPEC.md §4 "Auth dialog", §5): the client-side rules, then
// the login or the first half of registration (auth-flow.ts). Registration answers the request to
// carry into the Verify Mobile Number step.
import { composePhone } from '@slipstream/domain';
import { useAuthStore } from '../../stores/auth-store.ts';
import type { AuthTab } from '../../stores/dialog-types.ts';

/** SPEC.md §5 / §8 text when the age and terms box is not ticked. */
export const TERMS_REQUIRED_TEXT =
  'You must confirm you are above 18 and agree to the Terms and Conditions to continue.';

export interface AuthFormValues {
  tab: AuthTab;
  /** The number as typed (digits only, leading 0 allowed). */
  mobileNumber: string;
  password: string;
  promoCode: string;
  acceptedTerms: boolean;
}

export interface AuthRequest {
  /** Dial code + number without its leading zero (the account identifier). */
  phone: string;
  password: string;
  promoCode: string;
}

/** A registration waiting for its SMS code. */
export interface PendingVerification {
  request: AuthRequest;
  resendAfterSeconds: number;
}

/** SPEC.md §5: Continue is disabled while loading, with an empty number or password, or an unticked box on Register. */
export function canSubmit(values: AuthFormValues, loading: boolean): boolean {
  if (loading || values.mobileNumber === '' || values.password === '') return false;
  return values.tab === 'login' || values.acceptedTerms;
}

export async function submitAuth(
  values: AuthFormValues,
  dialCode: string,
): Promise<PendingVerification | null> {
  if (values.tab === 'register' && !values.acceptedTerms) {
    useAuthStore.getState().setAuthError(TERMS_REQUIRED_TEXT);
    return null;
  }
  const request: AuthRequest = {
    phone: composePhone(dialCode, values.mobileNumber),
    password: values.password,
    promoCode: values.promoCode.trim(),
  };
  // The server calls load on first use, so the dialog itself opens as fast as possible.
  const { loginFlow, startRegistration } = await import('./auth-flow.ts');
  if (values.tab === 'login') {
    await loginFlow(request.phone, request.password);
    return null;
  }
  const sent = await startRegistration(request, dialCode);
  return sent ? { request, ...sent } : null;
}
