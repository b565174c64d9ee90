// Runs on the main thread: the modal frame dialogs and prompts share: backdrop, focus, labels.
import { type ReactNode, useEffect, useRef } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

/** The props: the ARIA role, the ids of the title and text inside, data attributes, content. */
export interface ModalProps {
  role: 'dialog' | 'alertdialog';
  titleId: string;
  /** The short text that describes the dialog; none for a list or a framed page. */
  bodyId?: string;
  /** `data-*` attributes for styling and automation. */
  data: Record<`data-${string}`, string>;
  /** When this changes, the first button takes the focus again. */
  focusKey: string;
  children: ReactNode;
}

/** A modal box that traps focus, focuses its first button and gives focus back when it closes. */
export function Modal({ role, titleId, bodyId, data, focusKey, children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  useEffect(() => box.current?.querySelector('button')?.focus(), [focusKey]);
  return (
    <div className="dialog-backdrop">
      <div
        ref={box}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        {...data}
      >
        {children}
      </div>
    </div>
  );
}
