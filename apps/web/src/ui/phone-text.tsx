// Phone numbers as players read them (`+234 803 123 4567`), under the operator's dial code.
import { formatPhone } from '@slipstream/domain';
import { useDisplaySettings } from './display-settings.ts';

export function usePhoneFormat(): (phone: string) => string {
  const { dialCode } = useDisplaySettings();
  return (phone) => formatPhone(phone, dialCode);
}

export function PhoneText({ phone }: { phone: string }) {
  return <>{usePhoneFormat()(phone)}</>;
}
