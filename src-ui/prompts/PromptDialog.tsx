// Runs on the main thread: the frame every prompt shares (the engine's and the promotions'):
// a modal with a title, text and buttons.
import type { ReactNode } from 'react';
import { useEscape } from '../components/use-escape.ts';
import { Modal } from '../components/Modal.tsx';

/** One button: its label and what it does. The first button gets the focus. */
export interface PromptButton {
  label: string;
  onClick: () => void;
}

/** The props: an id (for the labels), data attributes, texts, buttons and what Escape does. */
export interface PromptDialogProps {
  /** Unique among what can show at once; the title and text ids derive from it. */
  id: string;
  /** `data-*` attributes for styling and automation (`data-prompt`, `data-promo-prompt`). */
  data: Record<`data-${string}`, string>;
  title: string;
  children: ReactNode;
  buttons: PromptButton[];
  /** Escape answers like this button (cancel); absent, Escape does nothing. */
  onEscape?: () => void;
}

/** A modal prompt that traps focus and gives it back when it closes. */
export function PromptDialog({ id, data, title, children, buttons, onEscape }: PromptDialogProps) {
  useEscape(() => onEscape?.());
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    <Modal role="dialog" titleId={titleId} bodyId={bodyId} data={data} focusKey={id}>
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="dialog-buttons">
        {buttons.map((button) => (
          <button key={button.label} type="button" onClick={button.onClick}>
            {button.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
