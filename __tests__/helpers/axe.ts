import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** axe-core's source, evaluated only in a frame that does not have it yet: a walk checks each page several times. */
const AXE_ONCE_PER_FRAME = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * An AxeBuilder that runs axe.run in the page, which reaches its same-origin frames (the only frames the site has),
 * rather than the builder's default of a partial run per frame finished in a new blank page: that page cost more
 * than the check itself, two to three seconds on each call.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page, axeSource: AXE_ONCE_PER_FRAME }).setLegacyMode(true);
