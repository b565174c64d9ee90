// A worker that fails to load or throws at load gives the player a dialog with Reload.
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './support.ts';

for (const [name, reply] of [
  ['cannot be downloaded', { status: 500, body: 'down' }],
  [
    'throws while loading',
    { status: 200, contentType: 'text/javascript', body: 'throw new Error("boom");' },
  ],
] as const) {
  test(`a worker that ${name} shows an error dialog with Reload`, async ({ page }) => {
    await page.route('**/assets/engine-worker-*.js', (route) => route.fulfill(reply));
    await page.goto(process.env['PLAYER_URL']!);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-error-code', 'worker');
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Return' })).toBeVisible();
    await expectAccessible(page, '.dialog');
  });
}
