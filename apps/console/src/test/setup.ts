// The kit's components read the window's media queries, which jsdom lacks.
window.matchMedia ??= (() => ({
  matches: false,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;
