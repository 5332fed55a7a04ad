import type { PersonalData } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** Everything the park holds on the visitor, saved on the phone as one JSON file. */
export async function downloadPersonalData(): Promise<void> {
  const { data } = await request<PersonalData>('/index/privacy/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bukit-awan-my-data-${data.exportedAt.slice(0, 10)}.json`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is let go after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
