import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const browser = useBrowser();

describe('Material Icons tool', () => {
  it('searches by name and synonym, filters by theme, loads only shards on screen, and shows the import line', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const iconFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/material-icons/')) iconFiles.push(pathname.split('/').pop()!);
    });
    await page.goto(`${origin}/material-ui/material-icons`);
    await page.locator('.mi-browser[data-state="ready"]').waitFor();
    await expect.poll(() => page.locator('.mi-tile svg').count()).toBeGreaterThan(0);
    // The index and the shards of the first screen, not the 200-odd others.
    expect(iconFiles[0]).toBe('index.json');
    expect(iconFiles.length).toBeLessThan(6);
    await expect(page.locator('.mi-status').textContent()).resolves.toMatch(/^\d,\d{3} icons$|^\d{4} icons$/);

    await page.getByLabel('Search icons').fill('trash');
    await expect.poll(() => page.locator('.mi-status').textContent()).toMatch(/match “trash”/);
    const names = await page.locator('.mi-name').allTextContents();
    expect(names).toContain('Delete');
    expect(names).toContain('RestoreFromTrash');

    await page.locator('.mi-theme', { hasText: 'Outlined' }).click();
    await expect.poll(async () => (await page.locator('.mi-name').allTextContents()).every((name) => name.endsWith('Outlined'))).toBe(true);

    await page.locator('.mi-tile', { hasText: /^DeleteOutlined$/ }).click();
    const dialog = page.locator('dialog.mi-dialog');
    await expect(dialog.locator('h2').textContent()).resolves.toBe('DeleteOutlined');
    await expect(dialog.locator('code').textContent()).resolves.toBe("import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';");
    await expect.poll(() => dialog.locator('.mi-preview svg path').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(dialog.evaluate((node) => (node as HTMLDialogElement).open)).resolves.toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
