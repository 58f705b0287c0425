import { beforeAll, describe, expect, it } from 'vitest';
import { getI18n, loadAllLanguages } from '#common/i18n/instance.ts';
import { formatMessage } from './format.ts';

/** The planner's counted nouns: "1 day", "1 camera" in English (i18next _one/_other), the bare noun in Turkish. */
beforeAll(() => loadAllLanguages());

const en = () => getI18n('en').t;
const tr = () => getI18n('tr').t;

describe('planner messages count right in both languages', () => {
  it('one day, one camera, one channel, one drive bay, one cable run', () => {
    const short = {
      key: 'storageShort',
      values: { covered: 1, days: 2, bitrate: 100, need: 2.16, has: 1, count: 1, capacity: 1, total: 1 },
    };
    expect(formatMessage('issues', short, 'en', en(), { product: 'NVR' })).toContain(
      'These drives hold about 1 day of recording, not 2 days.',
    );
    const channels = { key: 'channelsExceeded', values: { need: 2, has: 1 } };
    expect(formatMessage('issues', channels, 'en', en(), { product: 'NVR' })).toBe(
      'NVR has 1 channel, but you have 2 cameras.',
    );
    const drive = {
      key: 'drive',
      values: { need: 0.5, days: 1, bitrate: 40, count: 1, capacity: 4, total: 4, bays: 1 },
    };
    expect(formatMessage('reasons', drive, 'en', en())).toContain('(the recorder has 1 drive bay)');
    const cable = { key: 'cable', values: { runs: 1, run: 30, total: 30, length: 305, count: 1 } };
    expect(formatMessage('reasons', cable, 'en', en())).toBe('1 cable run of 30 m, 30 m in all; 1 × 305 m box.');
    const plugs = { key: 'plugsNotSold', values: { runs: 1, plugs: 2 } };
    expect(formatMessage('notes', plugs, 'en', en())).toContain(
      'you also need 2 RJ45 plugs, one at each end of 1 cable run',
    );
  });

  it('Turkish keeps the noun singular after a number', () => {
    const channels = { key: 'channelsExceeded', values: { need: 10, has: 8 } };
    expect(formatMessage('issues', channels, 'tr', tr(), { product: 'NVR' })).toBe(
      'NVR yalnızca 8 kanal destekler, ancak planınızda 10 kamera var.',
    );
    const short = {
      key: 'storageShort',
      values: { covered: 23, days: 30, bitrate: 64, need: 20.74, has: 16, count: 2, capacity: 8, total: 16 },
    };
    expect(formatMessage('issues', short, 'tr', tr(), { product: 'NVR' })).toContain(
      'Bu diskler 30 gün değil, yaklaşık 23 günlük kayıt tutar',
    );
  });

  it('names the plugs a kit needs and the packs they come in', () => {
    const plug = { key: 'plug', values: { runs: 6, plugs: 12, count: 1, pieces: 100 } };
    expect(formatMessage('reasons', plug, 'en', en())).toBe(
      'Raw cable needs a plug at each end: 12 RJ45 plugs for 6 cable runs; 1 × pack of 100.',
    );
    expect(formatMessage('reasons', plug, 'tr', tr())).toBe(
      'Ham kablonun her iki ucuna birer konnektör takılır: 6 kablo hattı için 12 RJ45 konnektör; 1 × 100 adetlik paket.',
    );
  });

  it('lists the camera types a junction box serves in the page’s language', () => {
    const box = { key: 'junctionBox', values: { cameras: 6, forms: 'dome,turret' } };
    expect(formatMessage('reasons', box, 'en', en())).toBe(
      'Keeps the connectors of 6 cameras (Dome and Turret) out of the weather: one box per camera.',
    );
    expect(formatMessage('reasons', box, 'tr', tr())).toContain(
      'Dome ve Turret kameralar için her kameraya bir kutu (6 kamera)',
    );
  });
});

describe('a stock issue says whether the product stays in the kit', () => {
  it('a chosen camera stays (plain text); a proposed box, plug pack or crimper left out says so', () => {
    const values = { title: 'Junction Box', need: 6, has: 4 };
    expect(formatMessage('issues', { key: 'notEnoughStock', values }, 'en', en())).toBe(
      'Only 4 of Junction Box in stock; the kit needs 6.',
    );
    const left = { key: 'notEnoughStock', values: { ...values, context: 'leftOut' } };
    expect(formatMessage('issues', left, 'en', en())).toBe(
      'Only 4 of Junction Box in stock and the kit needs 6, so it is not in the kit.',
    );
    expect(formatMessage('issues', left, 'tr', tr())).toBe(
      'Junction Box ürününden stokta yalnızca 4 adet var, set için 6 adet gerekiyor; bu yüzden sete eklenmedi.',
    );
    expect(
      formatMessage('issues', { key: 'outOfStock', values: { title: 'Crimper', context: 'leftOut' } }, 'tr', tr()),
    ).toBe('Crimper stokta yok; bu yüzden sete eklenmedi.');
  });
});
