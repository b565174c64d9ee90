// The suite's `test`: every test fails when a page of it broke the Content-Security-Policy the
// simulator serves the app with (issue 8). The global teardown also fails the run on any
// report the browser sent (those cover the engine worker, whose console is not the page's).
import { expect, test as base } from '@playwright/test';

export { expect };

export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
