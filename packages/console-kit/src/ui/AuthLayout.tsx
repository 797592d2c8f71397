import type { ReactNode } from 'react';
import { useT } from '../provider/context.ts';

/** The frame of the pages outside the shell: sign-in, password pages, not-found. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="ck:flex ck:min-h-screen ck:items-start ck:justify-center ck:bg-bg ck:px-4 ck:pt-16 ck:sm:pt-24">
      <main className="ck:w-full ck:max-w-sm">
        <div className="ck:mb-6 ck:flex ck:items-center ck:justify-center ck:gap-2 ck:text-lg ck:font-semibold ck:text-fg">
          <Logo />
          <span>{t('app.name')}</span>
        </div>
        <div className="ck:rounded-lg ck:border ck:border-border ck:bg-surface ck:p-6 ck:shadow-sm">
          <h1 className="ck:mb-4 ck:text-xl ck:font-semibold ck:text-fg">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}

export function Logo() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="var(--ck-v-primary)" />
      <path
        d="M7 15c2-6 8-6 10 0"
        stroke="var(--ck-v-on-primary)"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="12" cy="9" r="1.8" fill="var(--ck-v-on-primary)" />
    </svg>
  );
}
