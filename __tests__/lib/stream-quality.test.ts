import { chooseStreamRendition } from '@/lib/stream-quality';

describe('Auto', () => {
  it('streams the data saver when the listener asked the browser to save data, whatever the speed', () => {
    expect(chooseStreamRendition('auto', { saveData: true, effectiveType: '4g' })).toBe('data_saver');
    expect(chooseStreamRendition('auto', { saveData: true })).toBe('data_saver');
  });

  it.each(['slow-2g', '2g', '3g'])('streams the data saver on a %s connection', (effectiveType) => {
    expect(chooseStreamRendition('auto', { saveData: false, effectiveType })).toBe('data_saver');
  });

  it('streams the standard file on a fast connection, or one the browser says nothing of', () => {
    expect(chooseStreamRendition('auto', { saveData: false, effectiveType: '4g' })).toBe('standard');
    expect(chooseStreamRendition('auto', {})).toBe('standard');
    // Safari and Firefox: no navigator.connection at all.
    expect(chooseStreamRendition('auto', null)).toBe('standard');
  });
});

it('High always streams the standard file, even where Auto would save data', () => {
  expect(chooseStreamRendition('high', { saveData: true, effectiveType: '2g' })).toBe('standard');
  expect(chooseStreamRendition('high', null)).toBe('standard');
});

it('Data saver always streams the data saver, even on a fast connection or none known', () => {
  expect(chooseStreamRendition('data_saver', { saveData: false, effectiveType: '4g' })).toBe('data_saver');
  expect(chooseStreamRendition('data_saver', null)).toBe('data_saver');
});
