import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, messageUse, missingAreas } from './messageAreas.mjs';

const SOURCE = join(import.meta.dirname, '..', 'packages/console-kit/src');
const at = (path) => join(SOURCE, path);
const areas = [
  areaOf(
    'calls',
    "export const callMessages = {\n  'calls.title': 'Recent calls',\n  'trace.span': 'Span',\n};",
  ),
  areaOf('speech', "export const speechMessages = {\n  'speech.title': 'Speech',\n};"),
];

describe('the message-area check', () => {
  it('reads what a module shows and provides, a template prefix included', () => {
    const text =
      "provideMessages(callMessages);\nt('speech.title'); t(`trace.${name}`); t('not.a.key');";
    const use = messageUse(text, areas);
    expect([...use.used].sort()).toEqual(['calls', 'speech']);
    expect([...use.provided]).toEqual(['calls']);
  });

  it('finds an area shown by an imported module that nothing loaded provides', () => {
    const files = {
      'pages/calls/CallsPage.tsx':
        "import { callMessages } from '../../messages/calls.ts';\nimport { Row } from './Row.tsx';\nprovideMessages(callMessages);\nt('calls.title');",
      'pages/calls/Row.tsx':
        "import type { X } from '../speech/x.ts';\nt('trace.span'); t('speech.title');",
      'pages/speech/x.ts': "t('speech.title');",
    };
    const read = (file) => files[Object.keys(files).find((path) => at(path) === file)];
    expect(missingAreas([at('pages/calls/CallsPage.tsx')], areas, read)).toEqual([
      { entry: at('pages/calls/CallsPage.tsx'), area: 'speech', file: at('pages/calls/Row.tsx') },
    ]);
  });
});
