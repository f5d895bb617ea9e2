// The account page's place for the odds format (also in the header's account menu): how prices read on
// this device. The bets themselves are the same whichever format the bettor reads them in.
import { useOddsFormatStore } from '../../stores/odds-format-store.ts';
import { OddsFormatChoice } from '../../ui/odds-format-choice.tsx';
import { Section } from '../../ui/page.tsx';

export function OddsFormatSetting() {
  const format = useOddsFormatStore((s) => s.format);
  const setFormat = useOddsFormatStore((s) => s.setFormat);
  return (
    <Section title="Preferences">
      <p className="account-note">
        Prices on every screen read this way on this device. Your bets are placed at the same odds whichever
        format you choose.
      </p>
      <OddsFormatChoice value={format} onChange={setFormat} />
    </Section>
  );
}
