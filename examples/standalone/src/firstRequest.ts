// The page's first request, sent from its HTML before the console's code has come: the host
// server puts this script, built on its own (vite.first-request.config.ts), into every page.
import { parseFeatures, startFirstRequest } from 'console-kit/first-request';
import { apiBaseOf, pageConfig } from './config.ts';

const config = pageConfig();
if (config) {
  void startFirstRequest({ apiBase: apiBaseOf(config), features: parseFeatures(config.features) });
}
