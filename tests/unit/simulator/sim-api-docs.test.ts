// The simulator serves the operator's contract as a page (issue 31): /__sim/api loads Redoc from
// the simulator itself and renders the committed docs/operator-api.yaml.
import { readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OPERATOR_API_FILE } from '../../contract/operator-api.ts';
import { createHandlers, testWorld } from '../../../operator-sim/handlers.ts';

const world = testWorld();
const handlers = createHandlers(world);
const get = (path: string) => getResponse(handlers, new Request(`${world.appOrigin}${path}`));

describe('/__sim/api', () => {
  it('is a page that renders the contract with Redoc served from the simulator', async () => {
    const page = await get('/__sim/api');
    const html = (await page?.text()) ?? '';
    expect(page?.headers.get('Content-Type')).toContain('text/html');
    expect(html).toContain('<redoc spec-url="/__sim/api/operator-api.yaml"');
    expect(html).toContain('<script src="/__sim/api/redoc.standalone.js">');
    expect(page?.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('serves the committed document and the renderer', async () => {
    const yaml = await get('/__sim/api/operator-api.yaml');
    expect(await yaml?.text()).toBe(readFileSync(OPERATOR_API_FILE, 'utf8'));
    const script = await get('/__sim/api/redoc.standalone.js');
    expect(script?.headers.get('Content-Type')).toContain('text/javascript');
    expect((await script?.text())?.length).toBeGreaterThan(100_000);
  });
});
