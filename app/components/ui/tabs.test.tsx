// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const tabs = [
  { id: 'a', label: 'Featured', content: <p>first list</p> },
  { id: 'b', label: 'On Sale', content: <p>second list</p> },
];

describe('Tabs', () => {
  it('renders every panel by default, the unselected ones hidden', () => {
    render(<Tabs label="Best Sellers" tabs={tabs} />);
    expect(screen.getByText('first list')).toBeTruthy();
    expect(screen.getByText('second list', { selector: 'p' }).closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(
      true,
    );
  });

  it('with renderHidden false, a hidden panel is an empty element until its tab is selected', () => {
    render(<Tabs label="Best Sellers" tabs={tabs} renderHidden={false} />);
    expect(screen.getByText('first list')).toBeTruthy();
    expect(screen.queryByText('second list')).toBeNull();
    // The panel the tab controls exists, so aria-controls points at an element.
    const onSale = screen.getByRole('tab', { name: 'On Sale' });
    const panel = document.getElementById(onSale.getAttribute('aria-controls')!);
    expect(panel?.hasAttribute('hidden')).toBe(true);
    expect(panel?.textContent).toBe('');

    fireEvent.click(onSale);
    expect(onSale.getAttribute('aria-selected')).toBe('true');
    expect(panel?.hasAttribute('hidden')).toBe(false);
    expect(panel?.textContent).toBe('second list');
  });
});
