import { useQueryClient } from '@tanstack/react-query';
import { Component, Fragment, type ReactNode } from 'react';
import { useT } from '../provider/context.ts';
import { Button } from '../ui/Button.tsx';

interface State {
  error: Error | null;
  /** Counts the recoveries: the page is mounted afresh after each. */
  attempt: number;
}

/** Catches what a page throws while rendering, so that one broken page never blanks the console. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  private readonly recover = () =>
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override render() {
    const { error, attempt } = this.state;
    if (error) return <RouterErrorPage error={error} onRecover={this.recover} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}

/** The spec's default router error page. Its button loads the console's page again, with its
 *  failed data fetched afresh; the host's page around the console stays as it is. */
export function RouterErrorPage({ error, onRecover }: { error: Error; onRecover(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const recover = () => {
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    onRecover();
  };
  return (
    <div
      role="alert"
      className="ck:m-6 ck:max-w-2xl ck:rounded-lg ck:border ck:border-danger ck:bg-surface ck:p-6"
    >
      <h1 className="ck:text-xl ck:font-semibold ck:text-danger">{t('error.unexpected')}</h1>
      <pre className="ck:mt-3 ck:overflow-auto ck:rounded ck:bg-subtle ck:p-3 ck:font-mono ck:text-sm ck:whitespace-pre-wrap">
        {error.message}
      </pre>
      <Button className="ck:mt-4" onClick={recover}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
