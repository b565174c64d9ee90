// Runs on the main thread: the frame every prompt shares: a modal with a title, text and buttons.
import type { ReactNode } from 'react';
import type { PromptKind } from '../../../shared/prompts.ts';
import { useEscape } from '../../use-escape.ts';
import { Modal } from '../Modal.tsx';

/** One button: its label and what it does. The first button gets the focus. */
export interface PromptButton {
  label: string;
  onClick: () => void;
}

/** The props: the kind (for styling and automation), texts, buttons and what Escape does. */
export interface PromptDialogProps {
  kind: PromptKind;
  title: string;
  children: ReactNode;
  buttons: PromptButton[];
  /** Escape answers like this button (cancel); absent, Escape does nothing. */
  onEscape?: () => void;
}

/** A modal prompt that traps focus and gives it back when it closes. */
export function PromptDialog({ kind, title, children, buttons, onEscape }: PromptDialogProps) {
  useEscape(() => onEscape?.());
  const titleId = `prompt-${kind}-title`;
  const bodyId = `prompt-${kind}-body`;
  return (
    <Modal
      role="dialog"
      titleId={titleId}
      bodyId={bodyId}
      data={{ 'data-prompt': kind }}
      focusKey={kind}
    >
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
