// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#common/i18n/en/info.ts';
import tr from '#common/i18n/tr/info.ts';
import { Disclosure } from './disclosure.tsx';

afterEach(cleanup);

describe('FAQ disclosure', () => {
  it('shows the answer in the server HTML, so it is reachable without JavaScript', () => {
    const html = renderToString(
      <Disclosure id="q1" summary="How long does delivery take?">
        <p>Standard shipping takes 3-5 business days.</p>
      </Disclosure>,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('aria-controls="q1-panel"');
    expect(html).toContain('Standard shipping takes 3-5 business days.');
    expect(html).not.toMatch(/hidden=""/);
  });

  it('collapses after mount and toggles aria-expanded and the answer on click', () => {
    render(
      <Disclosure id="q2" summary="How long does delivery take?">
        <p>Standard shipping takes 3-5 business days.</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'How long does delivery take?' });
    expect(button.closest('h3')).not.toBeNull();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel!.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel!.hidden).toBe(false);
    expect(panel!.textContent).toContain('3-5 business days');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel!.hidden).toBe(true);
  });

  it('opens the question named by the URL hash', () => {
    window.location.hash = '#q3';
    render(
      <Disclosure id="q3" summary="Question three">
        <p>Answer three</p>
      </Disclosure>,
    );
    expect(screen.getByRole('button', { name: 'Question three' }).getAttribute('aria-expanded')).toBe('true');
    window.location.hash = '';
  });
});

/** The structure of a catalogue: keys and array lengths, with every string replaced by its {{variables}}. */
function shape(value: unknown): unknown {
  if (typeof value === 'string')
    return (value.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('info catalogues', () => {
  it('have identical key structure (and the same variables) in English and Turkish', () => {
    expect(shape(tr)).toEqual(shape(en));
  });

  it('have no empty texts, no single-brace placeholders and no lorem ipsum', () => {
    for (const text of [...strings(en), ...strings(tr)]) {
      expect(text.trim()).not.toBe('');
      expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
      expect(text.toLowerCase()).not.toContain('lorem');
    }
  });

  it('have five FAQ sections with 3 to 5 questions each', () => {
    for (const catalogue of [en, tr]) {
      const sections = Object.values(catalogue.faq.sections);
      expect(sections).toHaveLength(5);
      for (const section of sections) {
        expect(section.items.length).toBeGreaterThanOrEqual(3);
        expect(section.items.length).toBeLessThanOrEqual(5);
      }
    }
  });
});
