import { useT } from '../provider/context.ts';
import type { PolicyFailure } from '../lib/passwordPolicy.ts';
import { validationText } from '../lib/validation.ts';

/** 'Password must:' and the rules the password breaks. */
export function PolicyErrors({ failures, id }: { failures: PolicyFailure[]; id?: string }) {
  const t = useT();
  if (failures.length === 0) return null;
  return (
    <div id={id} role="alert" className="ck:text-sm ck:text-danger">
      <p>{t('password.mustIntro')}</p>
      <ul className="ck:mt-1 ck:ml-4 ck:list-disc">
        {failures.map((failure) => (
          <li key={failure.key} className="ck:list-item">
            {validationText(failure, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}
