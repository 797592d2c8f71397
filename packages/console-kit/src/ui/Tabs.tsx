import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn.ts';

// The keys of the ARIA tabs pattern: the arrows move to the next or previous tab (and round),
// Home and End to the first and last; the tab moved to is shown at once.
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Tabs with the keyboard behaviour of the ARIA pattern. A form may control the selected tab (to
 *  open the tab that holds an error). Every panel stays mounted (a hidden tab keeps its fields). */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: { id: string; title: string; content: ReactNode }[];
  selected?: number;
  onSelect?(index: number): void;
}) {
  const [own, setOwn] = useState(0);
  const current = selected ?? own;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    setOwn(index);
    onSelect?.(index);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    choose(next);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="ck:mb-4 ck:flex ck:gap-1 ck:border-b ck:border-border"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'ck:-mb-px ck:h-9 ck:border-b-2 ck:px-3 ck:text-base ck:font-medium',
              index === current
                ? 'ck:border-primary ck:text-primary'
                : 'ck:border-transparent ck:text-muted ck:hover:text-fg',
            )}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== current}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
