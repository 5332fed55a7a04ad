import { afterEach } from 'vitest';
import { unmountAll } from './render';

// React's act() warns unless the environment says tests drive it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom does not scroll; the kept pages' scroll memory calls it on every navigation.
window.scrollTo = () => {};
// Nor does it scroll elements; antd-mobile's calendar scrolls its month into view.
Element.prototype.scrollIntoView ??= () => {};

afterEach(async () => {
  await unmountAll();
  localStorage.clear();
  sessionStorage.clear();
});
