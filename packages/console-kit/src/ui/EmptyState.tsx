import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="ck:px-4 ck:py-10 ck:text-center ck:text-base ck:text-muted">
      {children}
    </div>
  );
}
