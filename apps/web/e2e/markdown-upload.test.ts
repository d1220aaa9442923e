// Browser test of the Markdown editor's upload tools: the site root inserts an image (its Markdown at the cursor,
// shown in the preview) and uploads a file (an HTML page, linked and served as a download) in the back office's
// training form, and a refused image shows the server's message; a group admin gets only the image tool in the
// group's training form; 375 px keeps the toolbar inside the width.
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { createUser, horizontalOverflow, login, logInPage, signInToManage, type Session } from './fixtures';

const e2e = useE2E();

interface GroupTables {
  groups: object;
  groupMembers: object;
}
interface InsertableDb {
  insert(table: object): { values(rows: object | object[]): { returning(): Promise<{ id: number }[]> } & Promise<unknown> };
}

/** A group owned by root with a group admin (level 4) and a member (level 3), straight in the database. */
async function groupWith(root: Session, admin: Session, member: Session): Promise<number> {
  const { groups, groupMembers } = (await import(
    fileURLToPath(new URL('../../server/src/modules/groups/tables.ts', import.meta.url))
  )) as GroupTables;
  const db = e2e.server.database.db as InsertableDb;
  const [group] = await db
    .insert(groups)
    .values({
      name: 'Upload circle',
      shortName: 'UPLDC',
      brief: 'A brief',
      description: 'A description',
      uid: root.user.uid,
      owner: 'root',
      auth: 1,
    })
    .returning();
  await db.insert(groupMembers).values([
    { gid: group.id, uid: root.user.uid, auth: 5 },
    { gid: group.id, uid: admin.user.uid, auth: 4 },
    { gid: group.id, uid: member.user.uid, auth: 3 },
  ]);
  return group.id;
}

function pngBytes(): Buffer {
  const png = new PNG({ width: 24, height: 24 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

const FIELD = 'training-description';
const input = (page: Page) => page.getByTestId(`${FIELD}-input`);

/** Chooses a file for one of the field's upload tools. */
async function choose(page: Page, kind: 'image' | 'file', name: string, buffer: Buffer, mimeType: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`${FIELD}-upload-${kind}`).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

describe('markdown upload tools', () => {
  let groupAdmin: Session;
  let gid: number;

  beforeAll(async () => {
    await createUser(e2e.server, 'md-group-admin');
    await createUser(e2e.server, 'md-group-member');
    const [root, admin, member] = await Promise.all(['root', 'md-group-admin', 'md-group-member'].map((name) => login(e2e.server, name)));
    groupAdmin = admin;
    gid = await groupWith(root, admin, member);
  });

  it('root inserts an image at the cursor and links an uploaded file; a refused image shows the server message', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await signInToManage(page, 'root');
    await page.goto('/manage/training/create');
    await input(page).fill('before after');
    await input(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 7));

    await choose(page, 'image', 'chart [1].png', pngBytes(), 'image/png');
    await expect
      .poll(() => input(page).inputValue())
      .toMatch(/^before !\[chart \\\[1\\\]\.png\]\(\/api\/public\/img\/[0-9a-f-]{36}\.png\)after$/);

    await choose(page, 'file', 'evil.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    await expect.poll(() => input(page).inputValue()).toMatch(/\[evil\.html\]\(\/api\/public\/file\/[0-9a-f-]{36}\.bin\)/);
    const fileLink = /\((\/api\/public\/file\/[^)]+)\)/.exec(await input(page).inputValue())![1];
    const served = await page.request.get(fileLink);
    expect(served.headers()['content-disposition']).toContain('attachment');
    expect(served.headers()['content-type']).toBe('application/octet-stream');

    // Not an image by its bytes: the server's message, nothing inserted.
    const before = await input(page).inputValue();
    await choose(page, 'image', 'fake.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png');
    await page.locator('.ant-message').getByText('Image type not supported; use png, jpg, gif, webp, bmp').waitFor();
    expect(await input(page).inputValue()).toBe(before);

    await page.getByTestId(`${FIELD}-preview-tab`).click();
    const image = page.getByTestId(`${FIELD}-preview`).locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
    await page.screenshot({ path: '/tmp/markdown-upload-1440-en.png' });
  });

  it('a group admin gets only the image tool in the group form; 375 px keeps the toolbar in the width', async () => {
    const page = await e2e.newPage({ width: 375, height: 800 });
    await logInPage(page, groupAdmin);
    await page.goto(`/group/${gid}/admin/training/create`);
    await page.getByTestId(`${FIELD}-upload-image`).waitFor();
    expect(await page.getByTestId(`${FIELD}-upload-file`).count()).toBe(0);
    await choose(page, 'image', 'group.png', pngBytes(), 'image/png');
    await expect.poll(() => input(page).inputValue()).toMatch(/^!\[group\.png\]\(\/api\/public\/img\/[0-9a-f-]{36}\.png\)$/);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/markdown-upload-375-zh.png' });
  });
});
