import { describe, expect, it } from 'vitest';
import { namedInfoButton } from './infoButton.ts';

describe("a figure's info button", () => {
  it('is named by its own label, not by Fluent\'s English "information"', () => {
    const props = namedInfoButton('figure-info-1', 'About: Products compared');
    expect(props['aria-label']).toBe('About: Products compared');
    // Set, so InfoLabel does not fill in "<label id> <button id>" (which reads the label, then "information").
    expect(props['aria-labelledby']).toBe('figure-info-1');
    expect(props.id).toBe('figure-info-1');
  });
});
