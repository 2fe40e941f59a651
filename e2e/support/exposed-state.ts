/**
 * What Chromium itself tells assistive technology about a control, read from its accessibility
 * tree. Playwright's role queries and `toBeExpanded` compute states from ARIA attributes alone, so
 * they cannot see a state the browser derives on its own, such as the expanded state of a
 * `popovertarget` button, which follows its popover.
 */
import type { Page } from '@playwright/test';

/** The expanded state the browser exposes for the one element of this role and name. */
export async function exposedExpandedState(page: Page, role: string, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      objectId: result.objectId,
      role,
      accessibleName: name,
    });
    if (nodes.length !== 1) throw new Error(`${nodes.length} elements of role ${role} named "${name}"`);
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}
