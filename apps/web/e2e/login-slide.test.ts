// Browser tests of the login dialog: client-side checks, and the slide puzzle after five failed logins.
import { afterAll, describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { clearLoginFailures } from './fixtures';

const e2e = useE2E();

// The failures count per address too: the server is shared with other files, whose logins come from 127.0.0.1 as well.
afterAll(async () => {
  await clearLoginFailures(e2e.server);
});

describe('login dialog', () => {
  it('checks the fields before sending anything', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls += 1;
    });
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await page.getByText('The username is required').waitFor();
    await page.getByText('The password is required').waitFor();
    await page.getByTestId('login-username').fill('root');
    await page.getByTestId('login-password').fill('123');
    await page.getByTestId('login-submit').click();
    await page.getByText('The password must be 6 to 20 characters').waitFor();
    expect(loginCalls).toBe(0);
  });

  it('asks for the slide puzzle after five failed logins', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/login');
    await page.getByTestId('login-username').fill('root');
    for (let attempt = 0; attempt < 6 && (await page.getByTestId('slide-verify').count()) === 0; attempt += 1) {
      await page.getByTestId('login-password').fill(`wrong-password-${attempt}`);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await page.getByTestId('login-submit').click();
      await answer;
      // The answer has been rendered once the button stops loading (or is replaced by the puzzle).
      await page.locator('[data-testid=login-submit].ant-btn-loading').waitFor({ state: 'detached' });
    }
    await page.getByTestId('slide-handle').waitFor();
    expect(await page.getByTestId('login-submit').count()).toBe(0);

    // A wrong drop is refused and a fresh puzzle is loaded.
    const box = await page.getByTestId('slide-handle').boundingBox();
    if (!box) throw new Error('no slide handle');
    const fresh = page.waitForResponse((response) => response.url().includes('/api/get-slide-captcha'));
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 8, box.y + 5, { steps: 2 });
    await page.mouse.up();
    await fresh;
    await page.getByText('Verification failed, try again').waitFor();
  });
});
