// Runs on the main thread: tabs as WAI-ARIA describes them, shared by every panel with tabs.
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useRef } from 'react';

/** One tab of a Tabs list. */
export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** The tab a key moves to from `at` of `count` tabs (arrows wrap), or null for any other key. */
function movedTo(key: string, at: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return at === last ? 0 : at + 1;
    case 'ArrowLeft':
      return at === 0 ? last : at - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * Tabs as WAI-ARIA describes them: a tablist of tabs with aria-selected and a roving tabindex
 * (arrows, Home and End move between tabs), and one tabpanel for the selected tab.
 */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K): string => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const next = movedTo(event.key, at, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.key))}`)?.focus();
  };
  return (
    <div className="promo-tabs">
      <div
        ref={list}
        className="promo-tablist"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            aria-controls={tab.key === selected ? panelId : undefined}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        className="promo-tabpanel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
