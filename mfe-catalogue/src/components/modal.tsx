import { useEffect, useRef, type ReactNode } from 'react';
import { useStrings } from '../i18n/locale';

interface Props {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert and
 * moves focus inside. It closes on Escape, on the × button and on a click on the backdrop,
 * and gives focus back to whatever opened it. The caller unmounts it on close, which clears
 * the selection that opened it.
 */
export function Modal({ labelledBy, onClose, children, className = '' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const { COMMON } = useStrings();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onCancel = (event: Event) => {
      // Escape: let React unmount the dialog rather than the browser closing it behind our back.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`cat-modal ${className}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      // The dialog element itself is only hit by clicks on its backdrop: its content fills it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="cat-modal-body">
        <button type="button" className="cat-modal-close" aria-label={COMMON.closeDialog} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
