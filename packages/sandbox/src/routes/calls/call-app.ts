import { DEFAULT_APP_CONTEXT, type AppContext } from '../../calls/call-flow.ts';
import type { Db } from '../../db/database.ts';

/** What a call's trace and log say about its application; the defaults once it is deleted. */
export function appContextOf(db: Db, applicationSid: string | null): AppContext {
  if (!applicationSid) return DEFAULT_APP_CONTEXT;
  const row = db
    .prepare(
      `SELECT w.url, a.speech_synthesis_vendor, a.speech_synthesis_voice, a.speech_recognizer_vendor,
              a.speech_recognizer_language
       FROM applications a LEFT JOIN webhooks w ON w.webhook_sid = a.call_hook_sid
       WHERE a.application_sid = ?`,
    )
    .get(applicationSid) as
    | {
        url: string | null;
        speech_synthesis_vendor: string;
        speech_synthesis_voice: string | null;
        speech_recognizer_vendor: string;
        speech_recognizer_language: string;
      }
    | undefined;
  if (!row) return DEFAULT_APP_CONTEXT;
  return {
    callHookUrl: row.url ?? DEFAULT_APP_CONTEXT.callHookUrl,
    ttsVendor: row.speech_synthesis_vendor,
    ttsVoice: row.speech_synthesis_voice ?? DEFAULT_APP_CONTEXT.ttsVoice,
    sttVendor: row.speech_recognizer_vendor,
    language: row.speech_recognizer_language,
  };
}
