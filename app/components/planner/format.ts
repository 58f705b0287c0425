import type { TFunction } from 'i18next';
import type { Unit } from '#common/attributes.ts';
import type { Message } from '#common/kit-planner.ts';

/** The unit of each number a planner message names (by message key, then value name); others are plain counts. */
const UNITS: Record<string, Record<string, Unit | 'poe'>> = {
  camera: { resolution: 'MP', bitrate: 'Mbps', power: 'W', standard: 'poe' },
  recorder: { bitrate: 'Mbps', bandwidth: 'Mbps', resolution: 'MP', maxResolution: 'MP' },
  recorderPoe: { power: 'W', budget: 'W' },
  switch: { power: 'W', budget: 'W', standard: 'poe', switchStandard: 'poe' },
  drive: { need: 'TB', bitrate: 'Mbps', capacity: 'TB', total: 'TB' },
  driveShort: { need: 'TB', bitrate: 'Mbps', capacity: 'TB', total: 'TB' },
  cable: { run: 'm', total: 'm', length: 'm' },
  resolutionAboveRecorder: { need: 'MP', has: 'MP' },
  bandwidthExceeded: { need: 'Mbps', has: 'Mbps' },
  poeBudgetExceeded: { need: 'W', has: 'W' },
  poeStandardTooWeak: { need: 'poe', has: 'poe' },
  notEnoughBays: { need: 'TB' },
  storageShort: { need: 'TB', has: 'TB', bitrate: 'Mbps', capacity: 'TB', total: 'TB' },
  storageLargerRecorder: { capacity: 'TB', total: 'TB' },
  storageNoLargerRecorder: { need: 'TB' },
  noRecorder: { bitrate: 'Mbps', resolution: 'MP' },
  noSwitch: { power: 'W', standard: 'poe' },
  noDrive: { need: 'TB', maxTb: 'TB' },
  noCable: { run: 'm' },
};

/**
 * The counted noun of each number a message names (by message key, then value name): the message
 * gets it as `<name>Text` ("1 camera", "6 cameras"; `planner.counts.<noun>` has _one and _other
 * forms), beside the bare number `<name>` a language may inflect itself ("6 kamerayı").
 */
const NOUNS: Record<string, Record<string, string>> = {
  recorder: { cameras: 'cameras', channels: 'channels' },
  recorderPoe: { ports: 'cameras', poePorts: 'poePorts' },
  switch: { ports: 'cameras', poePorts: 'poePorts' },
  drive: { bays: 'bays', days: 'days' },
  driveShort: { bays: 'bays', days: 'days', covered: 'recordingDays' },
  cable: { runs: 'runs' },
  junctionBox: { cameras: 'cameras' },
  plug: { runs: 'runs', plugs: 'plugs' },
  channelsExceeded: { has: 'channels', need: 'cameras' },
  poePortsShort: { has: 'poePorts', need: 'cameras' },
  storageShort: { days: 'days', covered: 'recordingDays' },
  noRecorder: { channels: 'cameras' },
  noSwitch: { ports: 'cameras' },
  plugsNotSold: { runs: 'runs', plugs: 'plugs' },
};

/** A number with its counted noun in the page's language ("1 day", "30 days"; "30 gün"). */
export function countOf(noun: string, value: number, locale: string, t: TFunction): string {
  return loose(t)(`planner.counts.${noun}`, { count: value as unknown as string, n: formatNumber(value, locale) });
}

/** `t` for keys built from data (message keys, attribute values): checked by the planner's catalogue test, not by tsc. */
export type LooseT = (key: string, values?: Record<string, string>) => string;
export const loose = (t: TFunction): LooseT => t as unknown as LooseT;

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function withUnit(value: number, unit: Unit, locale: string, t: TFunction): string {
  return `${formatNumber(value, locale)} ${t(`specs.units.${unit}`)}`;
}

/** Camera form factors ("dome,turret") as a list in the page's language ("Dome and Turret"). */
function formsOf(forms: string, locale: string, t: TFunction): string {
  const labels = forms.split(',').map((f) => loose(t)(`specs.values.formFactor.${f}`));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
}

export function poeLabel(value: string | number, t: TFunction): string {
  return loose(t)(`specs.values.poeStandard.${String(value)}`);
}

/** A reason or an issue in the page's language: numbers in its locale with their units. */
export function formatMessage(
  area: 'reasons' | 'issues' | 'notes',
  message: Message,
  locale: string,
  t: TFunction,
  extra: Record<string, string> = {},
): string {
  const units = UNITS[message.key] ?? {};
  const nouns = NOUNS[message.key] ?? {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values)) {
    const unit = units[name];
    if (nouns[name] && typeof value === 'number') values[`${name}Text`] = countOf(nouns[name], value, locale, t);
    if (name === 'forms') values[name] = formsOf(String(value), locale, t);
    else if (unit === 'poe') values[name] = poeLabel(value, t);
    else if (typeof value === 'number')
      values[name] = unit ? withUnit(value, unit, locale, t) : formatNumber(value, locale);
    else values[name] = value;
  }
  return loose(t)(`planner.${area}.${message.key}`, { ...values, ...extra });
}
