import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 renders its imperative APIs (Toast, Dialog) through ReactDOM.render, which React 19
// removed; without this root renderer a toast renders nothing (DESIGN §5).
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
