// The book dialog of SPEC.md §2: the booking code with copy, and share buttons for X, Facebook,
// WhatsApp and Copy link.
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { CodeBox } from '../../ui/code-box.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FacebookIcon, LinkIcon, WhatsAppIcon, XBrandIcon } from '../../ui/icons.tsx';
import { shareLink, shareTargets, shareText } from './share-links.ts';
import './share-row.css';

export function BookBetDialog({ data, close }: DialogComponentProps<'book-bet'>) {
  const { brandName } = useSportsbookSettings();
  const link = shareLink(window.location.origin, data.bookingCode);
  const targets = shareTargets(shareText(brandName, link), link);

  return (
    <Dialog title="Betslip Booked" onDismiss={() => close()}>
      <CodeBox label="Booking Code" code={data.bookingCode} />
      <p className="muted">Share your betslip</p>
      <div className="share-row">
        <a className="share-row__item" href={targets.x} target="_blank" rel="noopener noreferrer">
          <XBrandIcon />
          <span>X</span>
        </a>
        <a className="share-row__item" href={targets.facebook} target="_blank" rel="noopener noreferrer">
          <FacebookIcon />
          <span>Facebook</span>
        </a>
        <a className="share-row__item" href={targets.whatsapp} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon />
          <span>WhatsApp</span>
        </a>
        <button type="button" className="share-row__item" onClick={() => void copyText(link)}>
          <LinkIcon />
          <span>Copy link</span>
        </button>
      </div>
    </Dialog>
  );
}
