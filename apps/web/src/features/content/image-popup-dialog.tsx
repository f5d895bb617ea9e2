// The image popup (SPEC.md §2): a banner image, clickable when its link is followable (SPEC.md §5)
// or an app path (navigated inside the app), with a close control.
import { isFollowableLink } from '@slipstream/domain';
import { Link } from 'react-router';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { Dialog } from '../../ui/dialog.tsx';
import './image-popup-dialog.css';

export function ImagePopupDialog({ data, close }: DialogComponentProps<'popup'>) {
  const title = data.title?.trim() || 'Promotion';
  const image = <img className="image-popup__image" src={data.image} alt={title} width={800} height={800} />;
  const link = data.link ?? null;
  return (
    <Dialog title={title} hideTitle onDismiss={() => close()} className="image-popup">
      {link && /^\/(?!\/)[^\s]*$/.test(link) ? (
        <Link to={link} onClick={() => close('followed')}>
          {image}
        </Link>
      ) : isFollowableLink(link) ? (
        <a href={link} target="_blank" rel="noopener noreferrer" onClick={() => close('followed')}>
          {image}
        </a>
      ) : (
        image
      )}
    </Dialog>
  );
}
