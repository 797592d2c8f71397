import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** Tabs with the keyboard behaviour of the ARIA pattern (arrows move between tabs). A form may
 *  control the selected tab (to open the tab that holds an error). */
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
  return (
    <TabGroup selectedIndex={selected} onChange={onSelect}>
      <TabList aria-label={label} className="ck:mb-4 ck:flex ck:gap-1 ck:border-b ck:border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className={({ selected }) =>
              cn(
                'ck:-mb-px ck:h-9 ck:border-b-2 ck:px-3 ck:text-base ck:font-medium',
                selected
                  ? 'ck:border-primary ck:text-primary'
                  : 'ck:border-transparent ck:text-muted ck:hover:text-fg',
              )
            }
          >
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} unmount={false}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
