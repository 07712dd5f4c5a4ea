import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so every element measures 0×0 and a virtualised list would render no
 * rows. Tests that render the trade log give elements a viewport-sized box.
 */
export function withLayoutBox(width = 800, height = 600) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
  beforeAll(() => {
    HTMLElement.prototype.getBoundingClientRect = function rect() {
      return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) } as DOMRect;
    };
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => height });
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => width });
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => height });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => width });
  });
  afterAll(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
    if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
    if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
  });
}
