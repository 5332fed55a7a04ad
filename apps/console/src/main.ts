import './style.css';

interface ScenicAnswer {
  code: number;
  data?: { name?: string };
}

/** Shows the attraction's own name once the API answers; the static page already reads well. */
async function showProductName(): Promise<void> {
  try {
    const response = await fetch('/api/index/index/getScenic', { headers: { langue: 'en' } });
    if (response.status !== 200) return;
    const body = (await response.json()) as ScenicAnswer;
    const name = body.code === 0 ? body.data?.name : undefined;
    const target = document.querySelector('[data-testid="console-product"]');
    if (name && target) {
      target.textContent = name;
      document.title = `Operator console — ${name}`;
    }
  } catch {
    // No API (a static preview): the placeholder keeps its default name.
  }
}

void showProductName();
