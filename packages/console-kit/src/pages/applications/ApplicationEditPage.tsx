import { isApiError } from '../../api/errors.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { useApplication } from '../../data/useApplicationsOf.ts';
import { useLeaveWith } from '../../provider/useLeaveWith.ts';
import { provideMessages } from '../../messages/translate.ts';
import { applicationMessages } from '../../messages/applications.ts';
import { speechMessages } from '../../messages/speech.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(applicationMessages, speechMessages, webhookMessages);

export function ApplicationEditPage({ applicationSid }: { applicationSid: string }) {
  const { permissions } = useRequiredSession();
  const application = useApplication(applicationSid);
  // An account user may not open another account's application (the server answers 403); a
  // write the server refuses says 'applications.changeDenied' (useApplicationWrites).
  const otherAccount =
    permissions.fixedAccount !== null &&
    (application.data
      ? !permissions.can('view', 'Applications', application.data)
      : isApiError(application.error) && application.error.status === 403);
  useLeaveWith(otherAccount ? 'applications.otherAccount' : null, '/internal/applications');
  // A failed refetch (after a delete) keeps the data: the form stays until the page is left.
  if (application.data && !otherAccount)
    return <ApplicationForm key={applicationSid} application={application.data} />;
  if (application.isError && !otherAccount)
    return (
      <RecordUnavailable
        error={application.error}
        listPath="/internal/applications"
        onRetry={() => void application.refetch()}
      />
    );
  return <Loading />;
}

export default ApplicationEditPage;
