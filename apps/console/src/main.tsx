// antd 5 renders its pop-ups and wave effect through React 18's render API; this patch registers
// React 19's root renderer for them (antd's own "v5 for React 19" guide).
import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import '#console/app/console.css';
import { App } from '#console/app/app.tsx';
import { initI18n } from '#console/lib/i18n.ts';

const root = document.getElementById('app');
if (root) {
  await initI18n();
  createRoot(root).render(<App />);
}
