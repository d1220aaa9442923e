// Browser test of the back office's site screens (root only): announcements (a hidden one stays off the home page, a
// visible one with hostile Markdown is shown sanitised, the switch and delete), notices (to one user and to every
// user, the delivery shown until done, both read in the message centre), the home carousel on /manage/conf (a
// refused SVG, an upload with its preview that then shows on /home, its deletion); an admin-role user refused; the
// screens in zh-CN at 375 px and en-US at 1440 px without horizontal overflow (screenshots in /tmp).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, PASSWORD, signInToManage, type Session } from './fixtures';
import { expectSanitised, HOSTILE } from './hostile';

const e2e = useE2E();

const ADMIN = 'site-e2e-admin';
const READER = 'site-e2e-reader';
const HIDDEN = 'Site e2e hidden plan';
const VISIBLE = 'Site e2e hostile news';

let root: Session;
let reader: Session;
/** Carousel images this file uploaded (removed at the end should a test stop half-way). */
const uploadedIds: number[] = [];

beforeAll(async () => {
  root = await login(e2e.server, 'root');
  await createUser(e2e.server, ADMIN, 1001);
  await createUser(e2e.server, READER);
  reader = await login(e2e.server, READER);
});

/** A DELETE through the JSON fixture (which always names a JSON body, so it sends an empty one). */
const remove = (path: string) => call(e2e.server, 'DELETE', path, {}, root.token);

// The worker's server is shared: what this file posted leaves the home page and the inboxes of everybody.
afterAll(async () => {
  if (!root) return;
  const announcements = await call<{ records: { id: number; title: string }[] }>(
    e2e.server,
    'GET',
    '/admin/announcement?limit=100',
    undefined,
    root.token,
  );
  for (const row of announcements.data.records.filter((r) => r.title.startsWith('Site e2e'))) {
    await remove(`/admin/announcement?aid=${row.id}`);
  }
  for (const id of uploadedIds) await remove(`/admin/home-carousel?id=${id}`).catch(() => undefined);
  const notices = await call<{ records: { id: number; title: string }[] }>(
    e2e.server,
    'GET',
    '/admin/msg/notice?limit=100',
    undefined,
    root.token,
  );
  for (const row of notices.data.records.filter((r) => r.title.startsWith('Site e2e'))) {
    await remove(`/admin/msg/notice?id=${row.id}`);
  }
});

function pngFile(name: string, rgb = [30, 120, 200]) {
  const png = new PNG({ width: 320, height: 120 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();

async function asRoot(path: string, options: Parameters<typeof e2e.newPage>[0] = { language: 'en-US', width: 1440, height: 900 }) {
  const page = await e2e.newPage(options);
  await logInPage(page, root);
  await page.goto(path);
  return page;
}

async function confirmDelete(page: Page): Promise<void> {
  await page.getByTestId('confirm-delete').click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

/** A row of a back-office table (antd names it by its id in data-row-key). */
const rowOf = (page: Page, table: string, text: string) => page.getByTestId(table).locator('tr[data-row-key]').filter({ hasText: text });
const rowWithTitle = (page: Page, title: string) => rowOf(page, 'site-announcement-admin-table', title);
const idOf = async (row: Locator) => (await row.getAttribute('data-row-key')) ?? '';

async function postAnnouncement(page: Page, title: string, content: string, visible: boolean): Promise<void> {
  await page.getByTestId('site-announcement-admin-create').click();
  await page.getByTestId('site-announcement-title').fill(title);
  if (!visible) await page.getByTestId('site-announcement-visible').click();
  await page.getByTestId('site-announcement-content-input').fill(content);
  await page.getByTestId('site-announcement-save').click();
  await toast(page, 'The announcement has been published');
  await rowWithTitle(page, title).waitFor();
}

describe('site announcements', () => {
  it('keeps a hidden one off the home page, shows a visible one sanitised, switches and deletes', async () => {
    const page = await asRoot('/manage/announcement');
    await page.getByTestId('site-announcement-admin').waitFor();

    // The form's own rules first: nothing is sent without a title.
    await page.getByTestId('site-announcement-admin-create').click();
    await page.getByTestId('site-announcement-save').click();
    await page.getByText('Title is required').waitFor();
    await page.locator('.ant-modal-close').click();

    await postAnnouncement(page, HIDDEN, 'not yet', false);
    await postAnnouncement(page, VISIBLE, HOSTILE, true);
    const hiddenRow = rowWithTitle(page, HIDDEN);
    const hiddenId = await idOf(hiddenRow);
    expect(await page.getByTestId(`site-announcement-status-${hiddenId}`).getAttribute('aria-checked')).toBe('false');
    // The preview of the editor is the page's sanitised renderer.
    const visibleId = await idOf(rowWithTitle(page, VISIBLE));
    await page.getByTestId(`edit-announcement-${visibleId}`).click();
    await page.getByTestId('site-announcement-content-preview-tab').click();
    await expectSanitised(page, page.getByTestId('site-announcement-content-preview'));
    await page.locator('.ant-modal-close').click();
    await page.getByTestId('site-announcement-form').waitFor({ state: 'hidden' });
    await page.screenshot({ path: '/tmp/manage-site-announcements-1440-en.png', fullPage: true });

    const home = await e2e.newPage({ language: 'en-US' });
    await home.goto('/home');
    const list = home.getByTestId('announcements');
    await list.getByRole('link', { name: VISIBLE }).waitFor();
    expect(await list.getByText(HIDDEN).count()).toBe(0);
    await list.getByRole('link', { name: VISIBLE }).click();
    await home.waitForURL(/\/announcement\/\d+$/);
    await expectSanitised(home, home.getByTestId('announcement-content'));

    // The switch shows the hidden one; deleting the hostile one takes it off the home page.
    await page.getByTestId(`site-announcement-status-${hiddenId}`).click();
    await expect.poll(() => page.getByTestId(`site-announcement-status-${hiddenId}`).getAttribute('aria-checked')).toBe('true');
    await page.getByTestId(`delete-announcement-${visibleId}`).click();
    await confirmDelete(page);
    await rowWithTitle(page, VISIBLE).waitFor({ state: 'detached' });
    await home.goto('/home');
    await home.getByTestId('announcements').getByRole('link', { name: HIDDEN }).waitFor();
    expect(await home.getByTestId('announcements').getByText(VISIBLE).count()).toBe(0);
  });
});

describe('notices', () => {
  it('sends one to a user and one to everybody; the delivery shows until done; the user reads both', async () => {
    const page = await asRoot('/manage/notice');
    await page.getByTestId('notice-admin').waitFor();

    await page.getByTestId('notice-admin-create').click();
    await page.getByTestId('notice-title').fill('Site e2e personal notice');
    await page.getByTestId('notice-type-single').click();
    await page.getByTestId('notice-recipient').fill('nobody-e2e-here');
    await page.getByTestId('notice-content-input').fill('for **you** only');
    await page.getByTestId('notice-save').click();
    await toast(page, 'There is no user nobody-e2e-here');
    await page.getByTestId('notice-recipient').fill(READER);
    await page.getByTestId('notice-save').click();
    await toast(page, 'The notice was sent');

    await page.getByTestId('notice-admin-create').click();
    await page.getByTestId('notice-title').fill('Site e2e notice to all');
    await page.getByTestId('notice-content-input').fill('maintenance *tonight*');
    await page.getByTestId('notice-save').click();
    await toast(page, 'The notice was sent');
    const allRow = rowOf(page, 'notice-admin-table', 'Site e2e notice to all');
    await allRow.getByText('All users').waitFor();
    // The list polls until the background delivery is done.
    await allRow.locator('[data-state="delivered"]').waitFor({ timeout: 30_000 });
    expect(await allRow.locator('[data-state="delivered"]').textContent()).toMatch(/^Delivered \(users reached: \d+\)$/);
    const single = rowOf(page, 'notice-admin-table', 'Site e2e personal notice');
    expect(await single.textContent()).toContain(READER);
    await page.screenshot({ path: '/tmp/manage-site-notices-1440-en.png', fullPage: true });

    const inbox = await e2e.newPage({ language: 'en-US' });
    await logInPage(inbox, reader);
    await inbox.goto('/message/mine');
    await inbox.getByTestId('message-list-mine').getByText('Site e2e personal notice').waitFor();
    await inbox.goto('/message/sys');
    await inbox.getByTestId('message-list-sys').getByText('Site e2e notice to all').waitFor();

    // Deleting the notice removes it from the inboxes too.
    const singleId = await idOf(single);
    await page.getByTestId(`delete-notice-${singleId}`).click();
    await confirmDelete(page);
    await single.waitFor({ state: 'detached' });
    await inbox.goto('/message/mine');
    await inbox.getByTestId('message-list-mine').waitFor();
    await expect.poll(() => inbox.getByText('Site e2e personal notice').count()).toBe(0);
  });
});

describe('home carousel', () => {
  it('refuses SVG, uploads an image after its preview, shows it on /home and deletes it', async () => {
    const page = await asRoot('/manage/conf');
    const card = page.getByTestId('carousel-card');
    await card.waitFor();
    const input = card.locator('input[type=file]');

    await input.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await toast(page, 'SVG images can carry script and are not accepted for the carousel; convert it to PNG or JPG first');
    expect(await page.getByTestId('carousel-preview').count()).toBe(0);

    await input.setInputFiles(pngFile('banner.png'));
    await page.getByTestId('carousel-preview').locator('img').waitFor();
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/file/upload-carouse-img'));
    await page.getByTestId('carousel-upload').click();
    const { data } = (await (await uploaded).json()) as { data: { id: number; url: string } };
    uploadedIds.push(data.id);
    await toast(page, 'The carousel image has been uploaded');
    await page.getByTestId(`carousel-item-${data.id}`).waitFor();
    await page.getByTestId('carousel-preview').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/manage-site-carousel-1440-en.png', fullPage: true });

    const home = await e2e.newPage({ language: 'en-US' });
    await home.goto('/home');
    const slide = home.getByTestId('home-carousel').locator(`img[src="${data.url}"]`);
    await slide.waitFor({ state: 'attached' });
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await home.screenshot({ path: '/tmp/manage-site-home-carousel-1440-en.png' });

    await page.getByTestId(`carousel-delete-${data.id}`).click();
    await confirmDelete(page);
    await page.getByTestId(`carousel-item-${data.id}`).waitFor({ state: 'detached' });
    await card.getByTestId('query-empty').waitFor();
    await home.goto('/home');
    await home.getByTestId('home-carousel').waitFor();
    expect(await home.locator(`img[src="${data.url}"]`).count()).toBe(0);
  });
  it('shows one image at a time: the next every 5 s, the one a dot picks, the next or previous on a swipe', async () => {
    const images: string[] = [];
    for (const [i, rgb] of [
      [200, 40, 40],
      [40, 160, 60],
      [40, 60, 200],
    ].entries()) {
      const form = new FormData();
      const { buffer, mimeType, name } = pngFile(`rotating-${i}.png`, rgb);
      form.append('image', new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
      const response = await fetch(`${e2e.server.url}/api/file/upload-carouse-img`, {
        method: 'POST',
        headers: { authorization: root.token },
        body: form,
      });
      const { data } = (await response.json()) as { data: { id: number; url: string } };
      uploadedIds.push(data.id);
      images.push(data.url);
    }
    const home = await e2e.newPage({ language: 'en-US', width: 375, height: 800 });
    await home.goto('/home');
    const carousel = home.getByTestId('home-carousel');
    const dots = carousel.getByTestId('carousel-dot');
    await carousel.locator(`img[src="${images[2]}"]`).waitFor({ state: 'attached' });
    /** The image on show: the one slide not hidden from assistive technology, drawn opaque at the carousel's centre. */
    const shown = async () => {
      const slides = carousel.locator('[data-testid=carousel-slide][aria-hidden=false]');
      expect(await slides.count()).toBe(1);
      const src = await slides.locator('img').getAttribute('src');
      const drawn = await carousel.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { src: hit?.getAttribute('src'), opacity: hit?.parentElement && getComputedStyle(hit.parentElement).opacity };
      });
      expect(drawn).toEqual({ src, opacity: '1' });
      return src;
    };
    const slideCount = await carousel.getByTestId('carousel-slide').count();
    expect(await dots.count()).toBe(slideCount);
    const order = await carousel
      .locator('[data-testid=carousel-slide] img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(await shown()).toBe(order[0]);

    // A dot picks its image; the images are drawn, not only present.
    const last = order.indexOf(images[2]);
    await dots.nth(last).click();
    expect(await shown()).toBe(images[2]);
    expect(await dots.nth(last).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => carousel.locator(`img[src="${images[2]}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    // Swipes: left for the next (wrapping round), right for the previous.
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const swipe = async (dx: number) => {
      await home.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await home.mouse.down();
      await home.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 4 });
      await home.mouse.up();
    };
    await swipe(-120);
    expect(await shown()).toBe(order[(last + 1) % slideCount]);
    await swipe(120);
    expect(await shown()).toBe(images[2]);

    // Pointed at, it stays; left alone, the next comes 5 s later.
    await home.waitForTimeout(5_500);
    expect(await shown()).toBe(images[2]);
    await home.mouse.move(0, 0);
    await expect.poll(shown, { timeout: 8_000 }).toBe(order[(last + 1) % slideCount]);

    for (const id of uploadedIds.splice(-3)) await remove(`/admin/home-carousel?id=${id}`);
  });
});

describe('access and layout', () => {
  it('refuses an admin-role user the three screens', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await signInToManage(page, ADMIN, PASSWORD);
    await page.goto('/manage');
    await page.getByTestId('admin-layout').waitFor();
    for (const name of ['AdminAnnouncement', 'AdminNotice', 'AdminSystemConfig']) {
      expect(await page.getByTestId(`admin-menu-${name}`).count()).toBe(0);
    }
    for (const path of ['/manage/announcement', '/manage/notice', '/manage/conf']) {
      await page.goto(path);
      await page.waitForURL('**/manage/login');
      await toast(page, 'Please login again with the administrator account');
    }
  });

  for (const [language, width] of [
    ['zh-CN', 375],
    ['en-US', 375],
    ['zh-CN', 1440],
  ] as const) {
    it(`fits ${width} px in ${language}`, async () => {
      const heading =
        language === 'zh-CN'
          ? { announcement: '公告', notice: '通知', carousel: '首页轮播图' }
          : { announcement: 'Announcements', notice: 'Notices', carousel: 'Home carousel' };
      const page = await asRoot('/manage/announcement', { language, width, height: 900 });
      await page.getByTestId('site-announcement-admin').getByText(heading.announcement, { exact: true }).waitFor();
      await page.getByTestId('site-announcement-admin-table').locator('tr[data-row-key]').first().waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/manage-site-announcements-${width}-${language}.png`, fullPage: true });
      await page.getByTestId('site-announcement-admin-create').click();
      await page.getByTestId('site-announcement-form').waitFor();
      // The dialog's opening animation is over.
      await page.waitForTimeout(500);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/manage-site-announcement-form-${width}-${language}.png` });

      await page.goto('/manage/notice');
      await page.getByTestId('notice-admin').getByText(heading.notice, { exact: true }).waitFor();
      await page.getByTestId('notice-admin-table').locator('tr[data-row-key]').first().waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/manage-site-notices-${width}-${language}.png`, fullPage: true });

      await page.goto('/manage/conf');
      await page.getByTestId('carousel-card').getByText(heading.carousel, { exact: true }).waitFor();
      await page.getByTestId('carousel-pick').waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/manage-site-conf-${width}-${language}.png`, fullPage: true });
    });
  }
});
