import { showInvalidLicenseKeyError, showMissingLicenseKeyError } from '@mui/x-license';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { condenseLicenseBanner } from '../../site/demos/providers/licenseBanner';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the build log and MUI X licence banners', () => {
  it("prints one line naming MUI X's headline instead of each 12-line banner, and lets other errors through", () => {
    const passedThrough = vi.spyOn(console, 'error').mockImplementation(() => {});
    const printed: string[] = [];
    condenseLicenseBanner(console, (line) => printed.push(line));
    condenseLicenseBanner(console, (line) => printed.push(`second install: ${line}`));

    showInvalidLicenseKeyError();
    showInvalidLicenseKeyError();
    showMissingLicenseKeyError({ plan: 'pro', packageName: '@mui/x-data-grid-pro' });
    console.error('Warning: something else went wrong');

    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^MUI X: Invalid license key\. .*watermark.*DOCS_DATA_GRID_LICENSE_KEY/);
    expect(printed[0]!.split('\n')).toHaveLength(1);
    expect(passedThrough.mock.calls).toEqual([['Warning: something else went wrong']]);
  });
});
