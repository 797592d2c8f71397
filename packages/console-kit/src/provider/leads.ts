import { createContext, useContext } from 'react';

/** Where a page mounted on its own leads, when its host wants to hear of it instead of the console
 *  going there: set by a single page (see routes/singlePages.tsx), empty in the whole console. */
export interface Leads {
  /** A record was created: its sid. */
  created?(sid: string): void;
}

export const LeadsContext = createContext<Leads>({});

export const useLeads = () => useContext(LeadsContext);
