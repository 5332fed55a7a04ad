import { beforeAll, describe, expect, it } from 'vitest';
import { actorName } from './actor-name.ts';
import { i18n, initI18n } from './i18n.ts';

describe('who did something the audit log kept', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('names a staff member by user name, and a machine with the staff key as a machine', async () => {
    expect(actorName('cook', null, i18n.t)).toBe('cook');
    expect(actorName(null, 'staff-key', i18n.t)).toBe('Machine (staff key)');
    expect(actorName(null, null, i18n.t)).toBe('');
    await i18n.changeLanguage('zh');
    expect(actorName(null, 'staff-key', i18n.t)).toBe('设备（员工密钥）');
    await i18n.changeLanguage('en');
  });
});
