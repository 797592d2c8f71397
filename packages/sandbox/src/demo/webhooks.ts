import type { FastifyInstance } from 'fastify';

/** Sample webhooks, outside the API base and always on, for the console's AppEnv lookups. */
export const DEMO_BASE = '/_demo';

/**
 * What the hello-world webhook publishes on OPTIONS: one variable per feature the console
 * renders (string and number types, default, required, enum, obscure, description, uiHint).
 */
export const HELLO_WORLD_ENV = {
  GREETING: {
    type: 'string',
    description: 'What the caller hears first',
    default: 'Hello, and thanks for calling the sandbox.',
    required: true,
    uiHint: 'textarea',
  },
  VOICE: {
    type: 'string',
    description: 'Voice of the greeting',
    enum: ['en-US-Standard-C', 'en-US-Wavenet-D', 'en-GB-Neural2-A'],
    default: 'en-US-Standard-C',
  },
  REPEAT_COUNT: {
    type: 'number',
    description: 'How many times the greeting is said',
    default: 1,
    required: true,
  },
  MAX_WAIT_SECONDS: {
    type: 'number',
    description: 'Seconds to wait for input before hanging up',
    enum: [5, 10, 30],
    default: 10,
  },
  CRM_API_KEY: {
    type: 'string',
    description: 'Key for looking the caller up in the CRM',
    required: true,
    obscure: true,
  },
  HOLD_MUSIC: {
    type: 'string',
    description: 'Audio file played while the caller waits',
    uiHint: 'filepicker',
  },
  NOTES: {
    type: 'string',
    description: 'Free text passed to the application',
  },
} as const;

/** OPTIONS answers the definition; POST (a call) answers a small application. */
export function demoWebhookRoutes(app: FastifyInstance): void {
  app.options(`${DEMO_BASE}/hello-world`, async () => HELLO_WORLD_ENV);
  app.post(`${DEMO_BASE}/hello-world`, async () => [
    { verb: 'say', text: HELLO_WORLD_ENV.GREETING.default },
    { verb: 'hangup' },
  ]);
}
