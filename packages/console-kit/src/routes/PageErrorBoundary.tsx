import { Component, type ReactNode } from 'react';
import { useT } from '../provider/context.ts';
import { Button } from '../ui/Button.tsx';

interface State {
  error: Error | null;
}

/** Catches what a page throws while rendering, so that one broken page never blanks the console. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouterErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The spec's default router error page. */
export function RouterErrorPage({ error }: { error: Error }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="ck:m-6 ck:max-w-2xl ck:rounded-lg ck:border ck:border-danger ck:bg-surface ck:p-6"
    >
      <h1 className="ck:text-xl ck:font-semibold ck:text-danger">{t('error.unexpected')}</h1>
      <pre className="ck:mt-3 ck:overflow-auto ck:rounded ck:bg-subtle ck:p-3 ck:font-mono ck:text-sm ck:whitespace-pre-wrap">
        {error.message}
      </pre>
      <Button className="ck:mt-4" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
