import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { CATALOG, type VendorCatalog } from '../../speech/catalog.ts';
import { CUSTOM_PREFIX } from '../../speech/vendors.ts';
import { specOf } from './speech-credential-body.ts';
import { SPEECH_PARENTS, speechOwnerOfPath } from './speech-owner.ts';

/**
 * GET .../SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=&label= answers
 * `{tts, stt, models, sttModels}`; GET .../SpeechCredentials/speech/models?vendor= answers
 * `{models, sttModels}`. The label names which credential a real server would ask the vendor
 * with; the sandbox answers its own data set for the vendor.
 */
export function speechCatalogRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  for (const parent of SPEECH_PARENTS) {
    const base = `/${parent}/:sid/SpeechCredentials/speech`;

    api.get(`${base}/supportedLanguagesAndVoices`, async (request) => {
      speechOwnerOfPath(db, parent, request);
      return catalogOf(request);
    });

    api.get(`${base}/models`, async (request) => {
      speechOwnerOfPath(db, parent, request);
      const { models, sttModels } = catalogOf(request);
      return { models, sttModels };
    });
  }
}

function catalogOf(request: FastifyRequest): VendorCatalog {
  const { vendor, label } = request.query as Record<string, unknown>;
  if (vendor === undefined || vendor === '') throw badRequest('vendor is required');
  if (typeof vendor !== 'string') throw badRequest('vendor must be given once');
  if (label !== undefined && typeof label !== 'string')
    throw badRequest('label must be given once');
  specOf(vendor);
  return CATALOG[vendor.startsWith(CUSTOM_PREFIX) ? 'custom' : vendor]!;
}
