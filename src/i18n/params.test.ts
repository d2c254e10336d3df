import { describe, expect, it } from 'vitest';
import { localeParams } from './params';

describe('localeParams', () => {
  it('passes a known locale through with the other params', async () => {
    await expect(localeParams(Promise.resolve({ locale: 'en', year: '2023' }))).resolves.toEqual({
      locale: 'en',
      year: '2023',
    });
  });

  it('turns any other first segment into a 404', async () => {
    for (const locale of ['favicon.ico', 'KO', '', 'ko-KR']) {
      await expect(localeParams(Promise.resolve({ locale }))).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    }
  });
});
